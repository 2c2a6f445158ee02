import { describe, expect, it } from 'vitest';
import { toast } from './toast';

describe('the lazy toast', () => {
  it('can be the value of a promise before sonner has loaded (the offline refusal resolves to it)', async () => {
    // A promise resolved with an object reads its `then`; the lazy toast must answer, not throw.
    await expect(Promise.resolve(toast)).resolves.toBe(toast);
    await expect(import('./toast').then((m) => m.toast)).resolves.toBe(toast);
  });

  it('still refuses a method it does not know before sonner is in', () => {
    expect(() => (toast as unknown as { custom: unknown }).custom).toThrow(/before sonner has loaded/);
  });
});
