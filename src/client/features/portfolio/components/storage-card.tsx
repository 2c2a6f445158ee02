import { FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { formatSize } from '@shared/domain/file-size';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import type { Student } from '@shared/schemas/students';
import { useFileUsage } from '@client/api/portfolio';
import { ChildAvatar } from '@client/components/child-avatar';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentChild } from '@client/lib/current-child';
import { UsageBar, usedPercent } from './storage-usage';

const PORTFOLIO = '/records/portfolio';

/**
 * Settings › Storage: the family's stored files against its quota (a bar), each child's share (a link to their
 * portfolio), and the per-file limits.
 */
export function StorageCard({ students }: { students: readonly Student[] }) {
  const usage = useFileUsage();
  const { setChild } = useCurrentChild();
  return (
    <Card data-testid="storage-card">
      <CardHeader>
        <CardTitle>
          <h3>{m.storage}</h3>
        </CardTitle>
        <CardDescription>{m.storageDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {usage.isError ? (
          <LoadError
            message={m.storageLoadFailed}
            detail={usage.error.message}
            onRetry={() => usage.refetch()}
            retrying={usage.isFetching}
          />
        ) : usage.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-2.5 w-full" />
          </div>
        ) : (
          <>
            <div className="flex flex-col gap-2">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium" data-testid="storage-used">
                  {m.storageUsed(formatSize(usage.data.usedBytes), formatSize(usage.data.quotaBytes))}
                </span>
                <span className="text-muted-foreground">
                  {m.storagePercent(
                    usedPercent(usage.data.usedBytes, usage.data.quotaBytes),
                    usage.data.usedBytes,
                  )}
                </span>
              </p>
              <UsageBar
                usedBytes={usage.data.usedBytes}
                quotaBytes={usage.data.quotaBytes}
                className="h-2.5"
              />
            </div>
            {students.length > 0 ? (
              <div className="flex flex-col gap-1">
                <h4 className="text-sm font-medium">{m.storageByChild}</h4>
                <ul className="flex flex-col divide-y text-sm">
                  {students.map((s) => {
                    const used = usage.data.children.find((c) => c.studentId === s.id)?.usedBytes ?? 0;
                    return (
                      <li key={s.id} className="flex items-center justify-between gap-3 py-1.5">
                        <Link
                          to={PORTFOLIO}
                          onClick={() => setChild(s.id)}
                          className="flex min-w-0 items-center gap-2 underline-offset-4 hover:underline"
                        >
                          <ChildAvatar student={s} size="sm" />
                          <span className="truncate">{s.name}</span>
                          <span className="sr-only">: {m.openPortfolio}</span>
                        </Link>
                        <span className="shrink-0 text-muted-foreground tabular-nums">
                          {used > 0 ? formatSize(used) : m.storageNone}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
            <p className="text-sm text-muted-foreground">
              {m.storageLimits(formatSize(usage.data.maxFileBytes), formatSize(usage.data.maxVideoBytes))}
            </p>
          </>
        )}
        <Button asChild variant="outline" className="self-start">
          <Link to={PORTFOLIO}>
            <FolderOpen aria-hidden="true" /> {m.openPortfolio}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
