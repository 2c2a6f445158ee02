import { afterEach, describe, expect, it } from 'vitest';
import {
  EARLY_READ_MAX_AGE_MS,
  EARLY_READS_KEY,
  dropEarlyReads,
  takeEarlyRead,
  type EarlyRead,
} from './early-reads';

const global = globalThis as unknown as Record<string, Record<string, EarlyRead> | undefined>;
const answer = () => Promise.resolve(new Response('{}'));

describe('early reads (ADR 061)', () => {
  afterEach(() => {
    delete global[EARLY_READS_KEY];
  });

  it('gives an early answer once, for its own address only', () => {
    const res = answer();
    global[EARLY_READS_KEY] = { '/api/me': { at: 0, res } };
    expect(takeEarlyRead('/api/other', 10)).toBeNull();
    expect(takeEarlyRead('/api/me', 10)).toBe(res);
    expect(takeEarlyRead('/api/me', 20)).toBeNull();
  });

  it('gives none once it is older than its limit', () => {
    global[EARLY_READS_KEY] = { '/api/me': { at: 0, res: answer() } };
    expect(takeEarlyRead('/api/me', EARLY_READ_MAX_AGE_MS + 1)).toBeNull();
  });

  it('gives none after a write dropped them, nor without an early start', () => {
    global[EARLY_READS_KEY] = { '/api/me': { at: 0, res: answer() } };
    dropEarlyReads();
    expect(takeEarlyRead('/api/me', 1)).toBeNull();
    delete global[EARLY_READS_KEY];
    expect(takeEarlyRead('/api/me', 1)).toBeNull();
    expect(() => dropEarlyReads()).not.toThrow();
  });
});
