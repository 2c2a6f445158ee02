import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * better-auth keeps its request context in AsyncLocalStorage. Before Node 24, a storage is built on async hooks
 * and, once used, stays enabled: from the first sign-in on, every promise the process creates runs a hook, which
 * cost a signed-in request 10–20 % of its CPU (ADR 025). So the storages are turned off whenever no better-auth call
 * is running; better-auth's next call turns its storage on again (`run` enables it). Node 24 keeps the context in
 * the async context frame and pays nothing: there this does nothing.
 */
const HOOK_BASED = Number(process.versions.node.split('.')[0]) < 24;

type AnyFn = (...args: never[]) => unknown;

/** The storages better-auth has created so far (it keeps them on a global, created on first use). */
export function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    Symbol.for('better-auth:global')
  ];
  return Object.values(global?.context ?? {}).filter(
    (v): v is AsyncLocalStorage<unknown> => v instanceof AsyncLocalStorage,
  );
}

/** Wraps `auth.handler` and every `auth.api` call so that the storages are off while none of them runs. */
export function quietAsyncContext<A extends { handler: AnyFn; api: object }>(auth: A): A {
  if (!HOOK_BASED) return auth;
  let running = 0;
  const wrap =
    <F extends AnyFn>(fn: F) =>
    async (...args: Parameters<F>) => {
      running++;
      try {
        return await fn(...args);
      } finally {
        if (--running === 0) for (const storage of betterAuthStorages()) storage.disable();
      }
    };
  const api = auth.api as Record<string, unknown>;
  for (const [name, value] of Object.entries(api)) {
    // An endpoint is a function with its path and options attached; the copy keeps them.
    if (typeof value === 'function') api[name] = Object.assign(wrap(value as AnyFn), value);
  }
  auth.handler = wrap(auth.handler) as unknown as A['handler'];
  return auth;
}
