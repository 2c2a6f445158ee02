import { bucketListMessages } from '../../shared/messages/bucket-list';
import type { DatedListItem } from '../../shared/schemas/list-items';
import { wholeList } from './list-items';
import { queryKeys } from './query-keys';

/** Life goals, for the shared list reads and writes (`useWholeList(bucketList)`, `useAddItem(bucketList)`, …). */
export const bucketList = wholeList<DatedListItem>({
  path: '/api/bucket-list',
  queryKey: queryKeys.bucketList.all,
  optimistic: true,
  report: 'toast',
  messages: bucketListMessages,
});
