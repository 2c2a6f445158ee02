/**
 * `mergeClasses`: tailwind-merge's rule, for the utilities this app writes (ADR 056). A class list is read from the
 * right; a class is dropped when a later one with the same variants (sorted as tailwind-merge sorts them) and the
 * same `!` sets the same CSS property (its "group"), or a wider one (`p-4` drops an earlier `px-2`, `size-4` an
 * earlier `w-3`, `text-sm` an earlier `leading-none`). Anything it does not know is kept, as tailwind-merge keeps
 * what is not Tailwind. tailwind-merge itself (8 KB gzip on every page) stays out of the browser:
 * class-merge.test.ts compares the two on every pair of classes written in src/client — a class this file
 * groups differently fails that test.
 */

/** Words that are a whole utility. */
const WORDS: Record<string, string> = {};
const words = (group: string, list: string) => list.split(' ').forEach((w) => (WORDS[w] = group));
words(
  'display',
  'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-row flow-root grid inline-grid contents list-item hidden',
);
words('position', 'static fixed absolute relative sticky');
words('sr', 'sr-only not-sr-only');
words('visibility', 'visible invisible collapse');
words('text-overflow', 'truncate text-ellipsis text-clip');
words('text-decoration', 'underline overline line-through no-underline');
words('text-transform', 'uppercase lowercase capitalize normal-case');
words('fvn-spacing', 'proportional-nums tabular-nums');
words('fvn-normal', 'normal-nums');
words('grow', 'grow');
words('shrink', 'shrink');
words('transition', 'transition');
words('border-w', 'border');
words('rounded', 'rounded');
words('shadow', 'shadow');
words('ring-w', 'ring');
words('ring-w-inset', 'ring-inset');
words('outline-w', 'outline');
words('container-type', '@container');
words('isolation', 'isolate isolation-auto');
words('blur', 'blur');
words('backdrop-blur', 'backdrop-blur');
words('divide-y', 'divide-y');
words('divide-x', 'divide-x');

/** What each group also drops from earlier in the list (tailwind-merge's conflictingClassGroups, the part we meet). */
const WIDER: Record<string, string[]> = {
  'container-named': ['container-type'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'fvn-normal': ['fvn-spacing'],
  'fvn-spacing': ['fvn-normal'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
  'border-w': [
    'border-w-x',
    'border-w-y',
    'border-w-s',
    'border-w-e',
    'border-w-t',
    'border-w-r',
    'border-w-b',
    'border-w-l',
  ],
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
  ],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  translate: ['translate-x', 'translate-y'],
  'scroll-m': ['scroll-mx', 'scroll-my', 'scroll-mt', 'scroll-mr', 'scroll-mb', 'scroll-ml'],
  'scroll-my': ['scroll-mt', 'scroll-mb'],
};

const NUMBER = /^\d+(\.\d+)?$/;
/** An arbitrary length (`[3px]`, `(length:--x)`) as tailwind-merge tells it from a colour. */
const LENGTH = /^(\[(\d*\.?\d+(px|r?em|%|vh|vw|s?dvh|svh|ch|ex|lh)|length:.*|calc\(.*|0)\]|\(length:.*\))$/;
const width = (v: string) => v === '' || NUMBER.test(v) || LENGTH.test(v);
const SIDES: Record<string, string> = { x: 'x', y: 'y', s: 's', e: 'e', t: 't', r: 'r', b: 'b', l: 'l' };
const FONT_SIZES = /^(xs|sm|base|lg|[2-9]?xl)$/;
const LINE_STYLES = /^(solid|dashed|dotted|double|hidden|none)$/;

/** Groups that depend on the value: `text-sm` is a size, `text-center` an alignment, `text-primary` a colour. */
const BY_VALUE: Record<string, (v: string) => string | undefined> = {
  text: (v) =>
    FONT_SIZES.test(v) || LENGTH.test(v)
      ? 'font-size'
      : /^(left|center|right|justify|start|end)$/.test(v)
        ? 'text-alignment'
        : /^(wrap|nowrap|balance|pretty)$/.test(v)
          ? 'text-wrap'
          : /^(ellipsis|clip)$/.test(v)
            ? 'text-overflow'
            : 'text-color',
  font: (v) =>
    /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(v) || NUMBER.test(v)
      ? 'font-weight'
      : 'font-family',
  bg: (v) => (/^(linear|radial|conic)-/.test(v) || v === 'none' ? 'bg-image' : 'bg-color'),
  // Tailwind's own animations; a theme's (`animate-fade-in`) is not one tailwind-merge knows.
  animate: (v) => (/^(spin|ping|pulse|bounce|none|\[.*\]|\(.*\))$/.test(v) ? 'animate' : undefined),
  border: (v) => {
    if (width(v)) return 'border-w';
    if (LINE_STYLES.test(v)) return 'border-style';
    if (/^(collapse|separate)$/.test(v)) return 'border-collapse';
    const [side, ...rest] = v.split('-');
    const value = rest.join('-');
    if (SIDES[side!] && (rest.length === 0 || width(value))) return `border-w-${side}`;
    if (SIDES[side!]) return `border-color-${side}`;
    return 'border-color';
  },
  ring: (v) =>
    width(v)
      ? 'ring-w'
      : v.startsWith('offset-')
        ? width(v.slice(7))
          ? 'ring-offset-w'
          : 'ring-offset-color'
        : 'ring-color',
  outline: (v) =>
    width(v)
      ? 'outline-w'
      : LINE_STYLES.test(v)
        ? 'outline-style'
        : v.startsWith('offset-')
          ? 'outline-offset'
          : 'outline-color',
  shadow: (v) =>
    /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(v) || v.startsWith('[') ? 'shadow' : 'shadow-color',
  decoration: (v) =>
    NUMBER.test(v) || LENGTH.test(v) || v === 'auto' || v === 'from-font'
      ? 'text-decoration-thickness'
      : /^(solid|dashed|dotted|double|wavy)$/.test(v)
        ? 'text-decoration-style'
        : 'text-decoration-color',
  stroke: (v) => (NUMBER.test(v) || LENGTH.test(v) ? 'stroke-w' : 'stroke'),
  flex: (v) =>
    /^(row|col)(-reverse)?$/.test(v)
      ? 'flex-direction'
      : /^(wrap|nowrap|wrap-reverse)$/.test(v)
        ? 'flex-wrap'
        : 'flex',
  object: (v) => (/^(contain|cover|fill|none|scale-down)$/.test(v) ? 'object-fit' : 'object-position'),
  list: (v) => (/^(inside|outside)$/.test(v) ? 'list-style-position' : 'list-style-type'),
  table: (v) => (/^(auto|fixed)$/.test(v) ? 'table-layout' : undefined),
  from: (v) => (v.endsWith('%') ? 'gradient-from-pos' : 'gradient-from'),
  via: (v) => (v.endsWith('%') ? 'gradient-via-pos' : 'gradient-via'),
  to: (v) => (v.endsWith('%') ? 'gradient-to-pos' : 'gradient-to'),
  rounded: (v) => {
    const [side, ...rest] = v.split('-');
    return /^(s|e|t|r|b|l)$/.test(side!) && rest.length <= 1 ? `rounded-${side}` : 'rounded';
  },
  fill: () => 'fill',
  accent: () => 'accent',
};

/** Utilities whose prefix alone names the group (`max-h-60` → `max-h`). */
const PREFIXES = new Set(
  (
    'inset-x inset-y inset start end top right bottom left z basis grow shrink order grid-cols grid-rows col-start col-end ' +
    'row-start row-end auto-rows auto-cols gap-x gap-y gap justify-self justify-items items self content p px py ps pe pt pr pb pl ' +
    'm mx my ms me mt mr mb ml space-x space-y size w h min-w min-h max-w max-h tracking leading line-clamp underline-offset ' +
    'whitespace break wrap opacity cursor pointer-events select appearance aspect duration ease delay rotate scale ' +
    'translate-x translate-y translate origin blur backdrop-blur align field-sizing scroll-m scroll-mx scroll-my scroll-mt ' +
    'scroll-mb touch overflow-x overflow-y overflow overscroll-x overscroll-y overscroll divide-x divide-y transition'
  ).split(' '),
);
const RENAMED: Record<string, string> = {
  'col-span': 'col-start-end',
  'row-span': 'row-start-end',
  align: 'vertical-align',
  justify: 'justify-content',
  items: 'align-items',
  self: 'align-self',
  origin: 'transform-origin',
};

/** The group of a utility without variants, `!` or a leading `-`; undefined for what is not a known utility. */
function groupOf(utility: string): string | undefined {
  if (WORDS[utility]) return WORDS[utility];
  if (utility.startsWith('@container/')) return 'container-named';
  const plain = utility.search(/[[(]/);
  const parts = (plain < 0 ? utility : utility.slice(0, plain)).split('-');
  for (let k = parts.length - 1; k >= 1; k--) {
    const prefix = parts.slice(0, k).join('-');
    const value = utility.slice(prefix.length + 1);
    if (value === '') continue;
    if (
      prefix === 'justify' &&
      !/^(start|end|center|between|around|evenly|stretch|baseline|normal)/.test(value)
    )
      continue;
    if (PREFIXES.has(prefix) || RENAMED[prefix]) return RENAMED[prefix] ?? prefix;
    const byValue = BY_VALUE[prefix];
    if (byValue) return byValue(value);
  }
  return undefined;
}

const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

/** Variants as tailwind-merge compares them: sorted, except around arbitrary and order-sensitive ones. */
function sortVariants(variants: string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v[0] === '[' || ORDER_SENSITIVE.has(v)) {
      out.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  return [...out, ...run.sort()].join(':');
}

function lastSlash(s: string): number {
  let depth = 0;
  let at = -1;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (depth === 0 && c === '/') at = i;
  }
  return at;
}

/** A class's variants (sorted), its `!`, and its group; group undefined when it is not a utility we know. */
function parse(name: string): { key: string; group: string | undefined } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (depth === 0 && c === ':') {
      variants.push(name.slice(start, i));
      start = i + 1;
    }
  }
  let base = name.slice(start);
  let important = false;
  if (base.endsWith('!') || base.startsWith('!')) {
    important = true;
    base = base.endsWith('!') ? base.slice(0, -1) : base.slice(1);
  }
  if (base.startsWith('-') && base.length > 1) base = base.slice(1);
  // `bg-primary/10`, `w-2/3`: looked up without the part after a top-level `/` first, as tailwind-merge does.
  const cut = lastSlash(base);
  let group = cut > 0 ? groupOf(base.slice(0, cut)) : undefined;
  if (group === 'container-type' || !group) group = groupOf(base);
  const key = (variants.length > 1 ? sortVariants(variants) : (variants[0] ?? '')) + (important ? '!' : '');
  return { key, group };
}

/** Joins class lists and drops the classes a later one overrides (see the top of this file). */
export function mergeClasses(classList: string): string {
  const names = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i]!;
    if (!name) continue;
    const { key, group } = parse(name);
    if (group) {
      if (taken.has(key + group)) continue;
      taken.add(key + group);
      for (const wider of WIDER[group] ?? []) taken.add(key + wider);
    }
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
