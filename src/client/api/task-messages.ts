/** The spec's to-do messages (§8). */
export const taskMessages = {
  loginRequired: 'You must be logged in to add tasks',
  added: 'Task added successfully',
  deleted: 'Task deleted',
  completed: 'Task completed! 🎉',
  loadFailed: 'Failed to load tasks',
  addFailed: 'Failed to add task',
  updateFailed: 'Failed to update task',
  deleteFailed: 'Failed to delete task',
} as const;
