import { bucketListMessages } from '../../shared/messages/bucket-list';
import type { DatedListItem } from '../../shared/schemas/list-items';
import { childPath } from './child-path';
import { perChild, wholeList } from './list-items';
import { queryKeys } from './query-keys';

/** A child's life goals, for the shared list reads and writes (`useWholeList(bucketList(id))`, `useAddItem(…)`, …). */
export const bucketList = perChild((childId: string) =>
  wholeList<DatedListItem>({
    childId,
    path: childPath(childId, 'bucket-list'),
    queryKey: queryKeys.bucketList.child(childId),
    optimistic: true,
    childAdds: true,
    report: 'toast',
    messages: bucketListMessages,
  }),
);
