import { XP_REWARDS } from '@shared/domain/xp';
import type { BucketList, DatedListItem, NewListItem } from '@shared/schemas/list-items';
import type { AppDeps } from '../../deps';
import type { StudentKey, StudentScope } from '../../scope/scope';
import {
  LIST_TABLES,
  apiItem,
  listItemsService,
  type ServiceOptions,
  type StoredItem,
} from '../list-items/list-items.service';

const asGoal = (item: StoredItem): DatedListItem => ({ ...apiItem(item), createdDate: item.createdDate! });

/** Life goals: the shared list rules; achieving a goal earns 50 xp. */
export function bucketListService(deps: AppDeps, opts: ServiceOptions = {}) {
  const items = listItemsService(
    deps,
    {
      ...LIST_TABLES.bucketListItems,
      busKind: 'bucket-list',
      xp: { kind: 'bucket', reward: XP_REWARDS.bucket },
    },
    opts,
  );
  return {
    list: async (child: StudentKey): Promise<BucketList> => ({
      items: (await items.list(child)).map(asGoal),
    }),
    create: async (child: StudentScope, input: NewListItem) => asGoal(await items.create(child, input)),
    setCompleted: async (child: StudentScope, id: string, completed: boolean) =>
      asGoal(await items.setCompleted(child, id, completed)),
    remove: (child: StudentKey, id: string) => items.remove(child, id),
  };
}
