import { formatSize } from '@shared/domain/file-size';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import { useFileUsage } from '@client/api/portfolio';
import { Progress } from '@client/components/ui/progress';
import { cn } from '@client/lib/utils';

/** The share of the quota used, in whole percent (a quota of 0 counts as none used). */
export const usedPercent = (usedBytes: number, quotaBytes: number) =>
  quotaBytes > 0 ? Math.min(100, Math.round((usedBytes / quotaBytes) * 100)) : 0;

/** The family's storage as a bar, red from 90 % on. */
export function UsageBar({
  usedBytes,
  quotaBytes,
  className,
}: {
  usedBytes: number;
  quotaBytes: number;
  className?: string;
}) {
  const percent = usedPercent(usedBytes, quotaBytes);
  return (
    <Progress
      value={percent}
      aria-label={m.storage}
      aria-valuetext={m.storageUsed(formatSize(usedBytes), formatSize(quotaBytes))}
      className={cn('shrink-0', className)}
      indicatorClassName={percent >= 90 ? 'bg-destructive' : undefined}
    />
  );
}

/** The family's storage, small: '12 MB of 5 GB used'. Nothing while it loads or when it cannot. */
export function StorageUsage() {
  const usage = useFileUsage();
  if (!usage.data) return null;
  const { usedBytes, quotaBytes } = usage.data;
  return (
    <div className="flex items-center gap-2 text-xs text-muted-foreground" data-testid="storage-usage">
      <span>
        {m.storage}: {m.storageUsed(formatSize(usedBytes), formatSize(quotaBytes))}
      </span>
      <UsageBar usedBytes={usedBytes} quotaBytes={quotaBytes} className="h-1.5 w-16" />
    </div>
  );
}
