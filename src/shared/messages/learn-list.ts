import { removalNotice, type ListedItem } from './list-items';

/**
 * The learn list shows no toasts (spec §8: its failures are only logged): the failure texts go to the
 * console. Its confirmation and `notLoaded` are on screen.
 */
export const learnListMessages = {
  /** On screen in place of the list. */
  notLoaded: 'The learn list could not be loaded.',
  loadFailed: 'Learn list: failed to load topics',
  addFailed: 'Learn list: failed to add a topic',
  updateFailed: 'Learn list: failed to update a topic',
  deleteFailed: 'Learn list: failed to delete a topic',
  confirmDelete: (item: ListedItem) => ({ title: 'Delete this topic?', description: removalNotice(item.title, 'your learn list', item.completed) }),
} as const;
