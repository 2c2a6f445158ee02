import { describe, expect, it } from 'vitest';
import { formatSize } from './file-size';

describe('formatSize', () => {
  it('reads in KB, MB and GB with one decimal below ten', () => {
    expect(formatSize(20_000)).toBe('20 KB');
    expect(formatSize(9_000)).toBe('8.8 KB');
    expect(formatSize(512)).toBe('0.5 KB');
    expect(formatSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatSize(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatSize(4.56 * 1024 ** 3)).toBe('4.6 GB');
    expect(formatSize(2000 * 1024 ** 3)).toBe('2,000 GB');
  });
});
