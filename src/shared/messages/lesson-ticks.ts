/**
 * Ticking a lesson done (the week view and the dashboard's card), and the card's words: apart from the
 * lesson plan's other words (messages/lesson-plan.ts), so the dashboard loads only these.
 */
export const lessonTickMessages = {
  completed: 'Lesson completed! 🎉',
  undo: 'Undo',
  completeFailed: 'Failed to complete lesson',
  uncompleteFailed: 'Failed to update lesson',
  todaysLessons: "Today's lessons",
  noLessonsToday: 'No lessons today',
  viewWeek: 'View Week',
} as const;
