import { describe, expect, it } from 'vitest';
import { MAX_BOUND_PARAMETERS, rowsPerInsert } from './account-data.repository';

describe('import insert chunks', () => {
  it("fills each statement up to the parameter limit, counting the rows' own columns", () => {
    const row = (columns: number) =>
      Object.fromEntries(Array.from({ length: columns }, (_, i) => [`c${i}`, i]));
    for (const columns of [1, 3, 6, 13, 14, 40]) {
      const size = rowsPerInsert([row(columns), row(columns)]);
      expect(size * columns).toBeLessThanOrEqual(MAX_BOUND_PARAMETERS);
      expect((size + 1) * columns).toBeGreaterThan(MAX_BOUND_PARAMETERS);
    }
    // A table that gains a column gets smaller chunks without anyone counting by hand.
    expect(rowsPerInsert([row(15)])).toBeLessThan(rowsPerInsert([row(14)]));
  });
});
