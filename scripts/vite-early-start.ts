import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * `homeschool:early-start` (ADR 061): builds `script` (src/client/boot/early-start.ts) as a classic script of its
 * own — an IIFE, bundled with the few modules it shares with the app — and links it from index.html ahead of the
 * entry with `async`, so it runs as soon as it arrives instead of after the module graph has loaded. The CSP
 * forbids inline scripts, so it is a file, `assets/early-<hash>.js`, cached like every chunk.
 */
export function earlyStart(script: string): Plugin {
  let root = process.cwd();
  return {
    name: 'homeschool:early-start',
    apply: 'build',
    // After Vite's own HTML plugin has put index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const out = await build({
        entryPoints: [path.resolve(root, script)],
        bundle: true,
        format: 'iife',
        target: 'es2022',
        minify: true,
        write: false,
        legalComments: 'none',
      });
      const code = out.outputFiles[0]!.text;
      const fileName = `assets/early-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('early-start: no index.html in the bundle');
      const source = String(html.source);
      if (!source.includes('<script type="module"'))
        throw new Error('early-start: no module script in index.html');
      html.source = source.replace(
        '<script type="module"',
        `<script async src="/${fileName}"></script>\n    <script type="module"`,
      );
    },
  };
}

/**
 * A signed-in page's preload list without the shell's chunks (ADR 061). The entry carries, for each page's
 * dynamic import, the chunks to preload with it; on a signed-in page the shell's ≈ 50 are among them, though the
 * layout's import (lazy-layouts.tsx), started first, preloads them already. `plugin` runs before Vite's own
 * generateBundle and keeps the bundle, which `resolveDependencies` (build.modulePreload) then reads. A page
 * module under app/routes/ is a signed-in one unless `publicPages` matches it; a public page keeps its list.
 * No list names the entry's own chunks (loaded before anything else runs).
 */
export function shellPreloads(opts: { shell: string[]; publicPages: RegExp }) {
  let bundle: Rolldown.OutputBundle | null = null;
  let shellFiles: Set<string> | null = null;
  let entryFiles = new Set<string>();
  const closure = (file: string, into: Set<string>): Set<string> => {
    const chunk = bundle?.[file];
    if (into.has(file) || chunk?.type !== 'chunk') return into;
    into.add(file);
    for (const dep of chunk.imports) closure(dep, into);
    return into;
  };
  const plugin: Plugin = {
    name: 'homeschool:chunk-graph',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, output) {
      bundle = output;
      shellFiles = null;
    },
  };
  const resolveDependencies = (file: string, deps: string[], host: { hostType: 'html' | 'js' }): string[] => {
    // index.html's own <link rel="modulepreload"> (the entry's imports) stay as they are.
    if (!bundle || host.hostType === 'html') return deps;
    if (!shellFiles) {
      entryFiles = new Set<string>();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry) closure(chunk.fileName, entryFiles);
      shellFiles = new Set<string>();
      const ids = new Set(opts.shell.map((m) => path.resolve(m)));
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.facadeModuleId && ids.has(chunk.facadeModuleId))
          closure(chunk.fileName, shellFiles);
    }
    const chunk = bundle[file];
    const page = chunk?.type === 'chunk' ? chunk.facadeModuleId : null;
    // The entry's own chunks have run before any dynamic import: never worth a name in a list.
    const left = deps.filter((d) => !entryFiles.has(d));
    if (!page || !/[\\/]src[\\/]client[\\/]app[\\/]routes[\\/]/.test(page) || opts.publicPages.test(page))
      return left;
    return left.filter((d) => !shellFiles!.has(d));
  };
  return { plugin, resolveDependencies };
}
