import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME, cleanFileName } from './file-name';

describe('cleanFileName', () => {
  it('keeps the last path segment only', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\kid\\volcano.jpg')).toBe('volcano.jpg');
    expect(cleanFileName('..')).toBe('file');
  });

  it('removes control and direction characters and collapses whitespace', () => {
    expect(cleanFileName('vol\u0000ca\u0007no\n\t photo.jpg')).toBe('volcano photo.jpg');
    expect(cleanFileName('essay\u202Egpj.exe')).toBe('essaygpj.exe');
    expect(cleanFileName('  .hidden ')).toBe('hidden');
    expect(cleanFileName('\u0001\u0002')).toBe('file');
  });

  it('keeps names in any script', () => {
    expect(cleanFileName('Łukasz Żółć wulkan.jpg')).toBe('Łukasz Żółć wulkan.jpg');
    expect(cleanFileName('日本の火山.pdf')).toBe('日本の火山.pdf');
  });

  it('shortens a long name and keeps its extension', () => {
    const name = cleanFileName(`${'ż'.repeat(300)}.jpeg`);
    expect(Array.from(name)).toHaveLength(MAX_FILE_NAME);
    expect(name.endsWith('ż.jpeg')).toBe(true);
  });
});
