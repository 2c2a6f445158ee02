import { lazy, Suspense } from 'react';

const LabelTooltipImpl = lazy(() => import('./label-tooltip-impl'));

/**
 * A name shown to the right of an icon-only control (the collapsed sidebar). Radix Tooltip and its
 * positioning engine (~20 KB gzip) load only once something needs one, not with every signed-in page;
 * until then the control renders as it is.
 */
export function LabelTooltip({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <Suspense fallback={children}>
      <LabelTooltipImpl label={label}>{children}</LabelTooltipImpl>
    </Suspense>
  );
}
