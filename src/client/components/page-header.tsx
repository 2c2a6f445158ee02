import type { ReactNode } from 'react';
import { useCan } from '../lib/role';

/**
 * A page's title, description and actions. The actions add and change things, so a viewer (read-only) does not
 * see them; `readActions` (print, download) show for everyone.
 */
export function PageHeader({
  title,
  description,
  actions: changeActions,
  readActions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  readActions?: ReactNode;
}) {
  const canWrite = !useCan().viewOnly;
  const shown = [canWrite ? changeActions : null, readActions].filter(Boolean);
  const actions = shown.length ? <>{shown}</> : null;
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere md:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-muted-foreground wrap-anywhere">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
