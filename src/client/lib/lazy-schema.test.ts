import { describe, expect, it } from 'vitest';
import { emailOnlySchema as real } from '@shared/schemas/auth';
import { zodCheck } from './form-check';
import { lazySchema, schemasLoaded, schemasReady } from './lazy-schema';

describe('lazySchema', () => {
  const lazy = lazySchema<typeof real>(() => import('@shared/schemas/auth').then((m) => m.emailOnlySchema));
  const check = zodCheck(lazy, (v: { email: string }) => v);

  it('refuses to check before it has loaded (a form awaits schemasReady first)', () => {
    expect(schemasLoaded()).toBe(false);
    expect(() => check({ email: 'nope' })).toThrow(/schemasReady/);
  });

  it('once loaded, gives the same result and messages as the schema itself', async () => {
    await schemasReady();
    expect(schemasLoaded()).toBe(true);
    for (const email of ['nope', '', 'a@b.co']) {
      const parsed = real.safeParse({ email });
      expect(check({ email })).toEqual(
        parsed.success
          ? { kind: 'ok', payload: { data: parsed.data, input: { email } } }
          : { kind: 'invalid', errors: { email: parsed.error.issues[0]!.message } },
      );
    }
  });
});
