import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries: shared imports neither side; client never imports server; features keep to themselves.
 * Every feature folder on either side, read at lint time so new features are covered automatically. */
const featureNames = [
  ...new Set(
    ['client', 'server'].flatMap((side) => {
      const dir = `./src/${side}/features`;
      return existsSync(dir)
        ? readdirSync(dir, { withFileTypes: true })
            .filter((d) => d.isDirectory())
            .map((d) => d.name)
        : [];
    }),
  ),
];

const featureZones = (root) =>
  featureNames.map((name) => ({
    target: `./src/${root}/features/${name}`,
    from: `./src/${root}/features`,
    except: [`./${name}`],
    message:
      "Features do not import each other's internals; move shared code to src/shared or a shared module.",
  }));

/**
 * On the server a feature may call another feature's service (its public API), never its repository, its row
 * mappings (`*.rows.ts`) or its routes. Two exceptions: the dashboard's repository composes the features' own
 * queries and row mappers into the dashboard's one statement (ADR 013), so it may import their repositories;
 * the account export's table list (`account-data/exported-tables.ts`) reads and writes every table through its
 * feature's row mapping, so it may import their `*.rows.ts`. Nothing else in those features may.
 */
/**
 * Two repositories are shared on purpose: lesson placement's readers (`lesson-progress/placement.repository.ts`,
 * a family's plan inputs, and `lesson-progress/week.repository.ts`, the days a page shows in one statement), from
 * which the dashboard, the week view, a class's lesson plan and the calendar feed all place lessons
 * (docs/architecture.md, Lesson placement).
 */
const otherFeatureFiles = (name, kind) =>
  kind === 'repository' && name !== 'lesson-progress'
    ? [
        `./src/server/features/!(${name}|lesson-progress)/*.repository.ts`,
        './src/server/features/lesson-progress/!(placement|week).repository.ts',
      ]
    : [`./src/server/features/!(${name})/*.${kind}.ts`];

const serverFeatureZones = featureNames.flatMap((name) => {
  const feature = `./src/server/features/${name}`;
  const message = "Call the other feature's service instead of its repository, row mappings or routes.";
  const zone = (target, kinds) => ({
    target,
    from: kinds.flatMap((kind) => otherFeatureFiles(name, kind)),
    message,
  });
  if (name === 'dashboard')
    return [zone(feature, ['routes', 'rows']), zone(`${feature}/!(dashboard.repository).ts`, ['repository'])];
  if (name === 'account-data')
    return [zone(feature, ['routes', 'repository']), zone(`${feature}/!(exported-tables).ts`, ['rows'])];
  return [zone(feature, ['routes', 'repository', 'rows'])];
});

/** No import climbs more than two levels: farther ones name the tree's roots (tsconfig.json's paths). */
const climbing = {
  regex: '^(\\.\\./){3,}',
  message: "Import through the tree's roots (@shared/…, @server/…, @client/…, @tests/…, @scripts/…).",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      // tsconfig.json's paths (@shared/…, @server/…): the boundaries below see through the aliases.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          tsconfig: { configFile: path.resolve(import.meta.dirname, 'tsconfig.json') },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      // `import { type X } from 'm'` keeps the module loaded (verbatimModuleSyntax): a schema module brings zod into
      // a page's first load (ADR 050). Types only: `import type { X } from 'm'`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-imports': ['error', { patterns: [climbing] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: './src/server',
              message: 'src/shared is isomorphic: no server imports.',
            },
            {
              target: './src/shared',
              from: './src/client',
              message: 'src/shared is isomorphic: no client imports.',
            },
            {
              target: './src/client',
              from: './src/server',
              message: 'The client never imports server code.',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'The server never imports client code.',
            },
            {
              target: './src/client/api',
              from: './src/client/features',
              message:
                'src/client/api is the layer below the features (one module per resource, for every feature that shows it): it imports no feature.',
            },
            ...featureZones('client'),
            ...serverFeatureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [climbing, { group: ['node:*'], message: 'src/shared runs in the browser too.' }] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process'],
    },
  },
);
