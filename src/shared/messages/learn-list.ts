import { removalNotice, type ListedItem } from './list-items';

/**
 * The learn list shows no toasts (spec §8: its failures are only logged): the failure texts go to the
 * console. Its page labels and confirmation are on screen.
 */
export const learnListMessages = {
  loadFailed: 'Learn list: failed to load topics',
  addFailed: 'Learn list: failed to add a topic',
  updateFailed: 'Learn list: failed to update a topic',
  deleteFailed: 'Learn list: failed to delete a topic',
  page: {
    addHeading: 'Add New Learning Topic',
    inputLabel: 'New learning topic',
    placeholder: 'What do you want to learn about?',
    loading: 'Loading topics...',
    empty: 'No learning topics yet. Add one above!',
    notLoaded: 'The learn list could not be loaded.',
    activeHeading: (count: number) => `Topics to Learn (${count})`,
    completedHeading: (count: number) => `Learned (${count})`,
  },
  confirmDelete: (item: ListedItem) => ({
    title: 'Delete this topic?',
    description: removalNotice(item.title, 'your learn list', item.completed),
  }),
} as const;
