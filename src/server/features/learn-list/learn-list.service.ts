import { XP_REWARDS } from '../../../shared/domain/xp';
import type { LearnList, ListItem, NewListItem } from '../../../shared/schemas/list-items';
import type { AppDeps } from '../../deps';
import { LIST_TABLES, listItemsService, type ServiceOptions } from '../list-items/list-items.service';

/** Topics to learn: the shared list rules; learning a topic earns 20 xp. */
export function learnListService(deps: AppDeps, opts: ServiceOptions = {}) {
  const items = listItemsService(
    deps,
    { ...LIST_TABLES.learnListItems, busKind: 'learn-list', xp: { kind: 'learn', reward: XP_REWARDS.learn } },
    opts,
  );
  return {
    list: async (userId: string): Promise<LearnList> => ({ items: await items.list(userId) }),
    create: (userId: string, input: NewListItem): Promise<ListItem> => items.create(userId, input),
    setCompleted: (userId: string, id: string, completed: boolean): Promise<ListItem> => items.setCompleted(userId, id, completed),
    remove: (userId: string, id: string) => items.remove(userId, id),
  };
}
