import { bucketListMessages } from '../../shared/messages/bucket-list';
import type { DatedListItem } from '../../shared/schemas/list-items';
import { childPath } from './child-path';
import { perChild, wholeList } from './list-items';
import { queryKeys } from './query-keys';

/** A child's life goals, for the shared list reads and writes (`useWholeList(bucketList(id))`, `useAddItem(…)`, …). */
export const bucketList = perChild((studentId: string) =>
  wholeList<DatedListItem>({
    studentId,
    path: childPath(studentId, 'bucket-list'),
    queryKey: queryKeys.bucketList.child(studentId),
    optimistic: true,
    childAdds: true,
    report: 'toast',
    messages: bucketListMessages,
  }),
);
