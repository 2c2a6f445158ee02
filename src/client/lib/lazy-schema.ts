/**
 * A form's zod schema out of the page's first load (ADR 050): zod with a schema module is ≈ 26 KB gzip, and a page
 * that shows a form at once (sign-in, a card's inline form, a dialog the page mounts) would otherwise load it
 * before its first paint. `lazySchema` stands for the schema the server checks with, loaded by a dynamic import:
 * every one on the page starts loading at the visitor's first tap or key press (as `lazyDialog`'s chunks), and a
 * submit waits for them (`schemasReady`), so the same schema gives the same messages as before.
 *
 *   import type { emailOnlySchema as EmailOnly } from '@shared/schemas/auth';
 *   const emailOnlySchema = lazySchema<typeof EmailOnly>(() =>
 *     import('@shared/schemas/auth').then((m) => m.emailOnlySchema),
 *   );
 *
 * Until it has loaded, using the schema throws (a form checks on submit, after `schemasReady()`).
 */

const loaders = new Set<() => Promise<unknown>>();
let interacted = false;
if (typeof window !== 'undefined') {
  const start = () => {
    interacted = true;
    for (const load of loaders) void load().catch(() => undefined);
  };
  window.addEventListener('pointerdown', start, { once: true, capture: true });
  window.addEventListener('keydown', start, { once: true, capture: true });
}

/** Every lazy schema defined so far, loaded (a submit awaits this; it rejects when a chunk cannot load). */
export function schemasReady(): Promise<unknown> {
  return Promise.all([...loaders].map((load) => load()));
}

/** Whether every lazy schema defined so far has loaded (then a submit checks at once, as before). */
export function schemasLoaded(): boolean {
  return pendingCount === 0;
}

let pendingCount = 0;

export function lazySchema<S extends object>(load: () => Promise<S>): S {
  let schema: S | null = null;
  let loading: Promise<S> | null = null;
  pendingCount++;
  const loadOnce = () =>
    (loading ??= load().then(
      (s) => {
        schema = s;
        pendingCount--;
        return s;
      },
      (err: unknown) => {
        loading = null; // a later submit tries again
        throw err;
      },
    ));
  loaders.add(loadOnce);
  if (interacted) void loadOnce().catch(() => undefined);
  const loaded = (): S => {
    if (!schema) throw new Error('lazySchema: used before schemasReady()');
    return schema;
  };
  return new Proxy({} as S, {
    get(_target, prop) {
      const s = loaded();
      const value = Reflect.get(s, prop, s) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(s) : value;
    },
    has: (_target, prop) => Reflect.has(loaded(), prop),
  });
}
