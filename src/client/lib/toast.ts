import { createElement } from 'react';
import type { toast as SonnerToast } from 'sonner';

/**
 * sonner's `toast`, loaded on demand (ADR 037). vite.config.ts points every `import { toast } from 'sonner'` of
 * the app here, so the library (≈ 9 KB gzip) joins no page's first load: it loads at the first toast or the
 * first tap or key press, whichever comes first, and the toaster (components/ui/toaster.tsx) mounts with it in a
 * React root of its own (main.tsx renders none).
 * A toast raised before then is queued in order and shown as soon as sonner is in; it gets its id at once (one
 * of ours when the caller gave none), so `toast.loading(…)` then `toast.success(…, { id })` works as before.
 */
type Toast = typeof SonnerToast;
type Method = 'success' | 'error' | 'info' | 'warning' | 'message' | 'loading' | 'dismiss';

let real: Toast | null = null;
let loading: Promise<Toast> | null = null;
let next = 0;

/** Loads sonner and mounts the toaster (once). */
export function loadToasts(): Promise<Toast> {
  loading ??= Promise.all([
    import('sonner'),
    import('../components/ui/toaster'),
    import('react-dom/client'),
  ]).then(([sonner, { Toaster }, { createRoot }]) => {
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(createElement(Toaster));
    real = sonner.toast;
    return real;
  });
  return loading;
}

// A tap or key press usually comes before a toast: sonner starts loading then, so the toast shows at once.
if (typeof window !== 'undefined') {
  const start = () => void loadToasts();
  window.addEventListener('pointerdown', start, { once: true, capture: true });
  window.addEventListener('keydown', start, { once: true, capture: true });
}

function call(method: Exclude<Method, 'dismiss'> | null, message: unknown, data?: { id?: string | number }) {
  const id = data?.id ?? `hs-toast-${++next}`;
  const show = (t: Toast) => {
    const options = { ...data, id };
    return method
      ? (t[method] as (m: unknown, o: unknown) => string | number)(message, options)
      : t(message as never, options);
  };
  if (real) return show(real);
  void loadToasts().then(show);
  return id;
}

const lazyToast = Object.assign(
  (message: unknown, data?: { id?: string | number }) => call(null, message, data),
  {
    success: (message: unknown, data?: { id?: string | number }) => call('success', message, data),
    error: (message: unknown, data?: { id?: string | number }) => call('error', message, data),
    info: (message: unknown, data?: { id?: string | number }) => call('info', message, data),
    warning: (message: unknown, data?: { id?: string | number }) => call('warning', message, data),
    message: (message: unknown, data?: { id?: string | number }) => call('message', message, data),
    loading: (message: unknown, data?: { id?: string | number }) => call('loading', message, data),
    dismiss: (id?: string | number) => {
      if (real) return real.dismiss(id);
      void loadToasts().then((t) => t.dismiss(id));
      return id;
    },
  },
);

/** The same calls as sonner's `toast` (the ones the app uses; anything else loads sonner and waits). */
export const toast = new Proxy(lazyToast, {
  get(target, key, receiver) {
    // Not a promise: `import('./toast').then((m) => m.toast)` resolves to it, and resolving checks for `then`.
    if (key === 'then') return undefined;
    if (key in target) return Reflect.get(target, key, receiver) as unknown;
    // A method the app has not used before (promise, custom…): only once sonner is in.
    if (real) return Reflect.get(real, key) as unknown;
    throw new Error(
      `toast.${String(key)} is used before sonner has loaded: add it to src/client/lib/toast.ts`,
    );
  },
}) as unknown as Toast;
