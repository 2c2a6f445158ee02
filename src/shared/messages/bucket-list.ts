import { removalNotice, type ListedItem } from './list-items';

/** The spec's bucket-list messages (§4, §8). */
export const bucketListMessages = {
  added: 'Bucket list item added!',
  deleted: 'Bucket list item deleted',
  completed: '🎉 Bucket list item completed!',
  loadFailed: 'Failed to load bucket list items',
  addFailed: 'Failed to add bucket list item',
  updateFailed: 'Failed to update bucket list item',
  deleteFailed: 'Failed to delete bucket list item',
  page: {
    addHeading: 'Add New Goal',
    inputLabel: 'New goal',
    placeholder: 'A dream to achieve one day',
    loading: 'Loading goals...',
    empty: 'No goals yet',
    activeHeading: () => 'Dreams to Achieve',
    completedHeading: () => 'Dreams Achieved',
  },
  confirmDelete: (item: ListedItem) => ({
    title: 'Delete this goal?',
    description: removalNotice(item.title, 'your bucket list', item.completed),
  }),
} as const;
