import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../http/json-body';
import { JsonTextError, parseJsonInSlices } from './sliced-json';
import { decodeInSlices, mapInSlices, timeSlicer } from './time-slice';

const parse = (text: string) => parseJsonInSlices(text, timeSlicer());

describe('JSON parsed in slices', () => {
  it('gives what JSON.parse gives, for any JSON text', async () => {
    await fc.assert(
      // Without "__proto__" keys, which the parser refuses on purpose (the test below).
      fc.asyncProperty(
        fc.jsonValue({ maxDepth: 8 }).filter((v) => !JSON.stringify(v).includes('"__proto__"')),
        fc.boolean(),
        async (value, pretty) => {
          const text = JSON.stringify(value, null, pretty ? 2 : undefined);
          expect(await parse(text)).toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes apart values too large to parse whole, including a huge array inside a row', async () => {
    const file = {
      tables: {
        tasks: Array.from({ length: 3000 }, (_, i) => ({
          id: `t${i}`,
          title: 'x "quoted" \\ \u00e9'.repeat(5),
          days: Array.from({ length: 50 }, (_, j) => j),
        })),
      },
    };
    const text = JSON.stringify(file);
    expect(text.length).toBeGreaterThan(64 * 1024 * 4);
    expect(await parse(text)).toEqual(file);
    const wideRow = JSON.stringify([{ big: Array.from({ length: 40_000 }, (_, i) => i) }]);
    expect(await parse(wideRow)).toEqual(JSON.parse(wideRow));
  });

  it('refuses text that is not JSON, as JSON.parse would', async () => {
    for (const text of [
      '',
      '{',
      '{"a":1,}',
      '[1 2]',
      '{"a" 1}',
      'nul',
      '"open',
      '{"a":1}}',
      '[1],',
      '{"a":[1,2}',
      "{'a':1}",
    ]) {
      expect(() => JSON.parse(text), text).toThrow();
      await expect(parse(text), text).rejects.toEqual(new JsonTextError('syntax'));
    }
  });

  it('refuses nesting deeper than the API allows, and __proto__ keys', async () => {
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(await parse(deep(MAX_JSON_DEPTH))).toBeDefined();
    await expect(parse(deep(MAX_JSON_DEPTH + 1))).rejects.toEqual(new JsonTextError('depth'));
    await expect(parse(`{"rows":[${deep(10_000)}]}`)).rejects.toEqual(new JsonTextError('depth'));
    await expect(parse('{"__proto__":{"admin":true}}')).rejects.toEqual(new JsonTextError('syntax'));
    await expect(parse(`{"rows":[{"__proto__":{"admin":true}}]}`)).rejects.toEqual(
      new JsonTextError('syntax'),
    );
    expect(await parse('{"title":"the \\"__proto__\\": key"}')).toEqual({ title: 'the "__proto__": key' });
  });
});

describe('time slices', () => {
  it('lets a timer run during long work instead of after it', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    await mapInSlices(Array.from({ length: 40 }), () => busy(5), timeSlicer(20));
    clearInterval(timer);
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('decodes UTF-8 a megabyte at a time, keeping characters split between pieces whole', async () => {
    // 'é' is two bytes and '🎉' four: at an odd offset, piece boundaries fall inside characters.
    const text = 'x' + 'é🎉 Ünïcode '.repeat(200_000);
    const bytes = Buffer.from(text);
    expect(bytes.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(await decodeInSlices(bytes, timeSlicer())).toBe(text);
  });
});
