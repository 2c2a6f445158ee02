import { shellMessages } from '@shared/messages/shell';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { LabelTooltip } from '@client/components/label-tooltip';
import { cn } from '@client/lib/utils';

/** Re-fetches every page's data: every cached query is marked stale and the ones on screen load again. */
export function RefreshAllButton({ collapsed = false }: { collapsed?: boolean }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    setBusy(true);
    const id = toast.loading(shellMessages.refreshing);
    try {
      await qc.invalidateQueries(undefined, { throwOnError: true });
      toast.success(shellMessages.refreshed, { id });
    } catch {
      toast.error(shellMessages.refreshFailed, { id });
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <Button
      variant="outline"
      size={collapsed ? 'icon' : 'sm'}
      className={cn(collapsed ? 'size-8' : 'w-full justify-start')}
      onClick={() => void refresh()}
      disabled={busy}
      aria-label={collapsed ? shellMessages.refreshLabel : undefined}
    >
      <RefreshCw className={cn(busy && 'animate-spin')} aria-hidden="true" />
      {collapsed ? null : shellMessages.refreshLabel}
    </Button>
  );
  if (!collapsed) return button;
  return <LabelTooltip label="Refresh all data">{button}</LabelTooltip>;
}
