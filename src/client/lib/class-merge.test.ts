import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';

/** Every class written in src/client: in `className`, and in calls to cn, cva and clsx (ADR 056). */
function classesInSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(p);
    }
  };
  walk(path.resolve(__dirname, '..'));
  const found = new Set<string>();
  const add = (text: string) => text.split(/\s+/).forEach((t) => t && found.add(t));
  const collect = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text);
    else if (ts.isTemplateExpression(node)) {
      add([node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' '));
      node.templateSpans.forEach((s) => collect(s.expression));
    } else node.forEachChild(collect);
  };
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isJsxAttribute(node) && /^class(Name)?$/.test(node.name.getText())) {
        if (node.initializer) collect(node.initializer);
      } else if (ts.isCallExpression(node) && /^(cn|cva|clsx)$/.test(node.expression.getText()))
        node.arguments.forEach(collect);
      else if (ts.isPropertyAssignment(node) && /className$/i.test(node.name.getText()))
        collect(node.initializer);
      else node.forEachChild(visit);
    };
    visit(source);
  }
  return [...found].sort();
}

describe('mergeClasses', () => {
  const classes = classesInSources();

  it('finds the classes the app writes', () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(classes).toEqual(expect.arrayContaining(['px-3', 'h-9', 'text-sm', 'md:text-sm', 'border-input']));
  });

  it('merges every pair of them as tailwind-merge does', () => {
    const differ: string[] = [];
    for (const a of classes)
      for (const b of classes) {
        const list = `${a} ${b}`;
        const ours = mergeClasses(list);
        if (ours !== twMerge(list)) differ.push(`${list} → ${ours}, tailwind-merge: ${twMerge(list)}`);
      }
    expect(differ.slice(0, 80), `${differ.length} pairs differ`).toEqual([]);
    // ≈ 800k pairs, twice merged: 3–4 s alone, longer beside the other tiers of `npm test` (5 s failed there).
  }, 60_000);

  it('drops what a later class overrides, with variants and !', () => {
    for (const list of [
      'px-2 py-1 p-4',
      'p-4 px-2',
      'h-9 w-9 size-4',
      'leading-none text-sm',
      'text-sm leading-none',
      'hover:bg-primary bg-card hover:bg-accent',
      'md:hover:text-sm hover:md:text-base',
      '!p-2 p-4',
      'border border-input border-2 border-destructive',
      'ring-[3px] ring-ring/40 ring-0',
      'flex hidden line-clamp-2 overflow-hidden',
      '-mt-2 mt-4 mx-auto my-1',
      'title foo foo bar',
    ])
      expect(mergeClasses(list), list).toBe(twMerge(list));
  });
});
