import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';

/** Loaders of the dialogs on the page, started together at the visitor's first tap or key press. */
const pending = new Set<() => unknown>();
let interacted = false;
if (typeof window !== 'undefined') {
  const start = () => {
    interacted = true;
    for (const load of pending) void load();
    pending.clear();
  };
  window.addEventListener('pointerdown', start, { once: true, capture: true });
  window.addEventListener('keydown', start, { once: true, capture: true });
}

/**
 * A dialog (or sheet, picker) whose code — its form, its schema (zod), its pickers — stays out of the page's
 * first load (ADR 037): nothing renders, and nothing loads, until its `open` prop is first true; it then stays
 * mounted, so closing animates and focus returns as before. Its chunk starts loading at the first tap or key
 * press anywhere, so it is usually in before the dialog is asked for.
 *
 *   const ClassFormDialog = lazyDialog(() => import('./class-form-dialog').then((m) => m.ClassFormDialog));
 */
export function lazyDialog<P extends { open?: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => (loading ??= load().then((c) => ({ default: c })));
  const Dialog = lazy(loadOnce);
  if (interacted) void loadOnce();
  else pending.add(loadOnce);

  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return LazyDialog;
}
