import { removalNotice, type ListedItem } from './list-items';

/** The spec's to-do messages (§4, §8). */
export const taskMessages = {
  loginRequired: 'You must be logged in to add tasks',
  added: 'Task added successfully',
  deleted: 'Task deleted',
  completed: 'Task completed! 🎉',
  loadFailed: 'Failed to load tasks',
  addFailed: 'Failed to add task',
  updateFailed: 'Failed to update task',
  deleteFailed: 'Failed to delete task',
  /** The spec's message, literally: 'Carried forward n incomplete tasks from yesterday'. */
  carriedForward: (count: number) => `Carried forward ${count} incomplete tasks from yesterday`,
  page: {
    addHeading: 'Add a Task',
    inputLabel: 'New task',
    placeholder: 'What needs to get done today?',
    loading: 'Loading tasks...',
    empty: 'No tasks for today',
    activeHeading: () => 'Active Tasks',
    completedHeading: () => 'Completed Tasks',
  },
  confirmDelete: (item: ListedItem) => ({
    title: 'Delete this task?',
    description: removalNotice(item.title, "today's list", item.completed),
  }),
} as const;
