import { cloneElement, useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';

type TriggerProps = React.HTMLAttributes<HTMLElement>;

/**
 * A name shown to the right of an icon-only control (the collapsed sidebar): on hover and on keyboard
 * focus; Escape, leaving or scrolling hides it. Our own on purpose: the shell is on every signed-in page,
 * and Radix Tooltip with its positioning engine would add ~20 KB gzip to each first load for a label whose
 * place (right of a fixed sidebar) never needs collision handling.
 */
export function LabelTooltip({
  label,
  children,
}: {
  label: string;
  children: React.ReactElement<TriggerProps>;
}) {
  const id = useId();
  const [at, setAt] = useState<{ top: number; left: number } | null>(null);
  const show = (el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    setAt({ top: r.top + r.height / 2, left: r.right + 8 });
  };
  const hide = () => setAt(null);

  useEffect(() => {
    if (!at) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, true);
    };
  }, [at]);

  const own = children.props;
  const trigger = cloneElement(children, {
    'aria-describedby': at ? id : undefined,
    onPointerEnter: (e: React.PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(e);
      if (e.pointerType === 'mouse') show(e.currentTarget);
    },
    onPointerLeave: (e: React.PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(e);
      hide();
    },
    onFocus: (e: React.FocusEvent<HTMLElement>) => {
      own.onFocus?.(e);
      if (e.currentTarget.matches(':focus-visible')) show(e.currentTarget);
    },
    onBlur: (e: React.FocusEvent<HTMLElement>) => {
      own.onBlur?.(e);
      hide();
    },
  } as TriggerProps);

  return (
    <>
      {trigger}
      {at
        ? createPortal(
            <span
              role="tooltip"
              id={id}
              style={{ top: at.top, left: at.left }}
              className="pointer-events-none fixed z-50 -translate-y-1/2 rounded-md bg-foreground px-3 py-1.5 text-xs whitespace-nowrap text-background shadow-md animate-fade-in"
            >
              {label}
            </span>,
            document.body,
          )
        : null}
    </>
  );
}
