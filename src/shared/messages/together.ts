import type { ClassPlace } from '../domain/class-place';

/** Taught together, co-op and tutors (issue 41): the class form's fields, the shared lesson and their answers. */
export const togetherMessages = {
  placeField: 'Where it is taught',
  placeHint: 'Hours of a class taught away from home count as away (Missouri counts core hours at home).',
  placeLabels: { home: 'Home', 'co-op': 'Co-op', tutor: 'Tutor', online: 'Online' } satisfies Record<
    ClassPlace,
    string
  >,
  placeInvalid: 'Please choose where the class is taught: home, co-op, tutor or online.',
  teacherField: 'Teacher',
  teacherHint: 'The report card and transcript name them.',
  teacherLabel: 'The teacher',
  togetherField: 'Taught together',
  togetherHint: 'One tick on the week records the lesson for every child enrolled who is present that day.',
  togetherBadge: 'Together',
  sharedHeading: 'Taught together',
  sharedLegend: 'One tick records the lesson for each child present that day.',
  tickFor: (title: string, names: string) => `${title}, taught together: ${names}`,
  withNotes: 'Tick with notes…',
  notesTitle: (title: string) => `${title}: notes per child`,
  notesDescription: 'Each child gets the lesson, its minutes and hours, and their own note.',
  noteLabel: (name: string) => `Note for ${name}`,
  noteTooLong: 'A note can be at most 500 characters.',
  recordLesson: 'Record the lesson',
  undoTogether: 'Undo for all',
  completed: (n: number) => (n === 1 ? 'Recorded for 1 child' : `Recorded for ${n} children`),
  undone: (n: number) => (n === 1 ? 'Taken back for 1 child' : `Taken back for ${n} children`),
  tickFailed: 'Failed to record the lesson',
  notTogether: 'This class is not taught together.',
  notEnrolled: 'A child named is not enrolled in this class.',
  teacherLine: (name: string) => `Teacher: ${name}`,
  lessonNotFound: 'Lesson not found.',
} as const;
