import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="bottom-right"
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
          // sonner's rich colours fall just short of WCAG AA (4.25:1); darker text keeps them readable.
          '--success-text': '#006124',
          '--error-text': '#a8001a',
          '--warning-text': '#6b4300',
          '--info-text': '#003f9e',
        } as CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
