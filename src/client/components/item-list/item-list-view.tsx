import { useId, type ReactNode } from 'react';
import { splitByCompletion } from '@shared/domain/list-order';
import type { ListItem } from '@shared/schemas/list-items';
import { LoadError } from '../load-error';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { ItemRow, type ItemRowProps } from './item-row';

export interface ItemListViewProps extends Pick<ItemRowProps, 'onToggle' | 'onDelete' | 'confirmDelete'> {
  items: readonly ListItem[] | undefined;
  status: 'pending' | 'error' | 'success';
  loadingText: string;
  errorText: string;
  onRetry: () => void;
  emptyText: ReactNode;
  /** Section headings; called with the section's item count. */
  activeHeading: (count: number) => string;
  completedHeading: (count: number) => string;
  /** Ids with a change on its way. */
  busyIds?: ReadonlySet<string>;
}

/** Loading, error and empty states, then the open items and the completed items in list order. */
export function ItemListView(props: ItemListViewProps) {
  const { items, status } = props;
  if (status === 'pending') {
    return (
      <StateCard>
        <Spinner aria-hidden="true" role={undefined} className="size-5" />
        <span role="status">{props.loadingText}</span>
      </StateCard>
    );
  }
  if (status === 'error' || !items) {
    return <LoadError message={props.errorText} onRetry={props.onRetry} />;
  }
  if (items.length === 0) return <StateCard>{props.emptyText}</StateCard>;

  const { active, completed } = splitByCompletion(items);
  const rowProps = {
    busyIds: props.busyIds,
    onToggle: props.onToggle,
    onDelete: props.onDelete,
    confirmDelete: props.confirmDelete,
  };
  return (
    <div className="flex flex-col gap-4">
      {active.length > 0 ? (
        <ItemSection heading={props.activeHeading(active.length)} items={active} {...rowProps} />
      ) : null}
      {completed.length > 0 ? (
        <ItemSection heading={props.completedHeading(completed.length)} items={completed} {...rowProps} />
      ) : null}
    </div>
  );
}

type SectionProps = Pick<ItemListViewProps, 'busyIds' | 'onToggle' | 'onDelete' | 'confirmDelete'> & {
  heading: string;
  items: ListItem[];
};

function ItemSection({ heading, items, busyIds, onToggle, onDelete, confirmDelete }: SectionProps) {
  const id = useId();
  return (
    <Card className="gap-1 sm:gap-2">
      <CardHeader>
        <CardTitle>
          <h2 id={id}>{heading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby={id} className="divide-y">
          {items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              busy={busyIds?.has(item.id)}
              onToggle={onToggle}
              onDelete={onDelete}
              confirmDelete={confirmDelete}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function StateCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center justify-center gap-3 py-6 text-center text-muted-foreground sm:flex-row">
        {children}
      </CardContent>
    </Card>
  );
}
