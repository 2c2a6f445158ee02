import { XP_REWARDS } from '@shared/domain/xp';
import type { LearnList, ListItem, NewListItem } from '@shared/schemas/list-items';
import type { AppDeps } from '../../deps';
import type { StudentKey, StudentScope } from '../../scope/scope';
import {
  apiItem,
  LIST_TABLES,
  listItemsService,
  type ServiceOptions,
} from '../list-items/list-items.service';

/** Topics to learn: the shared list rules; learning a topic earns 20 xp. */
export function learnListService(deps: AppDeps, opts: ServiceOptions = {}) {
  const items = listItemsService(
    deps,
    { ...LIST_TABLES.learnListItems, busKind: 'learn-list', xp: { kind: 'learn', reward: XP_REWARDS.learn } },
    opts,
  );
  return {
    list: async (child: StudentKey): Promise<LearnList> => ({
      items: (await items.list(child)).map(apiItem),
    }),
    create: async (child: StudentScope, input: NewListItem): Promise<ListItem> =>
      apiItem(await items.create(child, input)),
    setCompleted: (child: StudentScope, id: string, completed: boolean): Promise<ListItem> =>
      items.setCompleted(child, id, completed),
    remove: (child: StudentKey, id: string) => items.remove(child, id),
  };
}
