import type { ClassPlace } from '../domain/class-place';

/** Where a class is taught, by whom, and 'Taught together' (issue 41, ADR 042): the class form's and card's words. */
export const classPlaceMessages = {
  placeField: 'Where it is taught',
  placeHint: 'Hours of a class taught away from home count as away (Missouri counts core hours at home).',
  placeLabels: { home: 'Home', 'co-op': 'Co-op', tutor: 'Tutor', online: 'Online' } satisfies Record<
    ClassPlace,
    string
  >,
  teacherField: 'Teacher',
  teacherHint: 'The report card and transcript name them.',
  togetherField: 'Taught together',
  togetherHint: 'One tick on the week records the lesson for every child enrolled who is present that day.',
} as const;
