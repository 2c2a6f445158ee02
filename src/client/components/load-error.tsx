import { AlertCircle } from 'lucide-react';
import { commonMessages } from '../../shared/messages/common';
import { cn } from '../lib/utils';
import { Button } from './ui/button';

/** What a page or card shows when its data could not load: the message and 'Try again'. */
export function LoadError({
  message = commonMessages.loadFailed,
  detail,
  onRetry,
  retrying = false,
  className,
}: {
  message?: string;
  /** A second line, e.g. the server's own words. */
  detail?: string;
  onRetry: () => unknown;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm',
        className,
      )}
    >
      <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
      <div className="min-w-0 flex-1 break-words">
        <p className="font-medium">{message}</p>
        {detail ? <p className="text-muted-foreground">{detail}</p> : null}
      </div>
      <Button variant="outline" size="sm" onClick={() => void onRetry()} disabled={retrying}>
        {commonMessages.tryAgain}
      </Button>
    </div>
  );
}
