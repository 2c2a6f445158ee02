import { formatSize } from '@shared/domain/file-size';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import { useFileUsage } from '@client/api/portfolio';
import { Progress } from '@client/components/ui/progress';

/** The family's storage, small: '12 MB of 5 GB used'. Nothing while it loads or when it cannot. */
export function StorageUsage() {
  const usage = useFileUsage();
  if (!usage.data) return null;
  const { usedBytes, quotaBytes } = usage.data;
  const percent = quotaBytes > 0 ? Math.round((usedBytes / quotaBytes) * 100) : 0;
  return (
    <div className="flex items-center gap-2 text-xs text-muted-foreground" data-testid="storage-usage">
      <span>
        {m.storage}: {m.storageUsed(formatSize(usedBytes), formatSize(quotaBytes))}
      </span>
      <Progress
        value={percent}
        aria-label={m.storage}
        className="h-1.5 w-16 shrink-0"
        indicatorClassName={percent >= 90 ? 'bg-destructive' : undefined}
      />
    </div>
  );
}
