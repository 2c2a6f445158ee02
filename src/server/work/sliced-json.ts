import { endOfString, jsonDepthExceeds, MAX_JSON_DEPTH } from '../http/json-body';
import type { TimeSlicer } from './time-slice';

/** A value whose text is at most this long is handed to JSON.parse whole (well under a millisecond). */
const WHOLE_VALUE_CHARS = 64 * 1024;

export class JsonTextError extends Error {
  constructor(readonly reason: 'syntax' | 'depth') {
    super(reason === 'depth' ? 'The JSON nests too deeply.' : 'The text is not valid JSON.');
  }
}

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const STRUCTURE = /["{}[\]]/g;

/**
 * JSON.parse for a large text (the account import) that does not hold the event loop: containers are taken
 * apart member by member and element by element, pausing whenever the slice's time is used; any value whose
 * text is small is parsed whole by JSON.parse. Nesting beyond MAX_JSON_DEPTH and `__proto__` keys are
 * refused, as Fastify's own parser does.
 */
export async function parseJsonInSlices(text: string, slicer: TimeSlicer): Promise<unknown> {
  let i = 0;
  const skipWhitespace = () => {
    while (i < text.length && WHITESPACE.has(text.charCodeAt(i))) i++;
  };
  const expect = (char: string) => {
    if (text[i] !== char) throw new JsonTextError('syntax');
    i++;
  };

  /** Where the container opening at `start` ends, if that is within WHOLE_VALUE_CHARS; else -1. */
  const smallContainerEnd = (start: number): number => {
    let nesting = 0;
    STRUCTURE.lastIndex = start;
    for (let m = STRUCTURE.exec(text); m && m.index - start <= WHOLE_VALUE_CHARS; m = STRUCTURE.exec(text)) {
      const c = m[0];
      if (c === '"') STRUCTURE.lastIndex = endOfString(text, m.index) + 1;
      else if (c === '{' || c === '[') nesting++;
      else if (--nesting === 0) return m.index + 1;
    }
    return -1;
  };

  const parseSlice = (start: number, end: number, depth: number): unknown => {
    const slice = text.slice(start, end);
    if (jsonDepthExceeds(slice, MAX_JSON_DEPTH - depth)) throw new JsonTextError('depth');
    try {
      const value: unknown = JSON.parse(slice);
      if (/"__proto__"\s*:/.test(slice)) throw new JsonTextError('syntax');
      return value;
    } catch (err) {
      throw err instanceof JsonTextError ? err : new JsonTextError('syntax');
    }
  };

  const value = async (depth: number): Promise<unknown> => {
    if (depth > MAX_JSON_DEPTH) throw new JsonTextError('depth');
    skipWhitespace();
    const start = i;
    const c = text[i];
    if (c === '{' || c === '[') {
      const end = smallContainerEnd(start);
      if (end !== -1) {
        i = end;
        return parseSlice(start, end, depth);
      }
      return c === '{' ? object(depth) : array(depth);
    }
    if (c === '"') i = endOfString(text, i) + 1;
    else while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
    return parseSlice(start, i, depth);
  };

  const object = async (depth: number): Promise<Record<string, unknown>> => {
    const out: Record<string, unknown> = {};
    expect('{');
    skipWhitespace();
    if (text[i] === '}') {
      i++;
      return out;
    }
    for (;;) {
      skipWhitespace();
      if (text[i] !== '"') throw new JsonTextError('syntax');
      const keyStart = i;
      i = endOfString(text, i) + 1;
      const key = parseSlice(keyStart, i, depth) as string;
      if (key === '__proto__') throw new JsonTextError('syntax');
      skipWhitespace();
      expect(':');
      out[key] = await value(depth + 1);
      await slicer.pause();
      skipWhitespace();
      if (text[i] !== '}') {
        expect(',');
        continue;
      }
      i++;
      return out;
    }
  };

  const array = async (depth: number): Promise<unknown[]> => {
    const out: unknown[] = [];
    expect('[');
    skipWhitespace();
    if (text[i] === ']') {
      i++;
      return out;
    }
    for (;;) {
      out.push(await value(depth + 1));
      await slicer.pause();
      skipWhitespace();
      if (text[i] !== ']') {
        expect(',');
        continue;
      }
      i++;
      return out;
    }
  };

  const result = await value(0);
  skipWhitespace();
  if (i !== text.length) throw new JsonTextError('syntax');
  return result;
}
