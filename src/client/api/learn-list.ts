import { learnListMessages } from '../../shared/messages/learn-list';
import type { ListItem } from '../../shared/schemas/list-items';
import { wholeList } from './list-items';
import { queryKeys } from './query-keys';

/**
 * Topics to learn. On purpose (spec §4, §8) every change waits for the server (no optimistic update) and
 * failures are only logged.
 */
export const learnList = wholeList<ListItem>({
  path: '/api/learn-list',
  queryKey: queryKeys.learnList.all,
  optimistic: false,
  report: 'console',
  messages: learnListMessages,
});
