import { learnListMessages } from '../../shared/messages/learn-list';
import type { ListItem } from '../../shared/schemas/list-items';
import { childPath } from './child-path';
import { perChild, wholeList } from './list-items';
import { queryKeys } from './query-keys';

/**
 * A child's topics to learn. On purpose (spec §4, §8) every change waits for the server (no optimistic
 * update) and failures are only logged.
 */
export const learnList = perChild((studentId: string) =>
  wholeList<ListItem>({
    studentId,
    path: childPath(studentId, 'learn-list'),
    queryKey: queryKeys.learnList.child(studentId),
    optimistic: false,
    childAdds: true,
    report: 'console',
    messages: learnListMessages,
  }),
);
