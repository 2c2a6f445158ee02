/** Loop schedules (issue 41, ADR 041): the class form's schedule choice, the loop's marks and answers. */
export const loopMessages = {
  scheduleField: 'Schedule',
  weekly: 'Weekly plan',
  weeklyHint: 'One lesson each class day, in order; a missed day moves the rest on.',
  loop: 'Loop',
  loopHint: 'The next items each class day, round and round; a missed day loses nothing.',
  perDayField: 'Items per day',
  scheduleKindInvalid: 'Please choose a weekly plan or a loop.',
  // LOOP_PER_DAY_MIN and LOOP_PER_DAY_MAX (domain/loop-placement.ts); kept literal so the dashboard loads no rules.
  perDayRange: 'Items per day must be a whole number from 1 to 10.',
  /** The small mark on a loop item in the week view and the dashboard. */
  mark: 'Loop',
  /** The lesson plan page of a loop class. */
  planNote: (perDay: number) =>
    `This class is a loop: each class day shows the next ${perDay === 1 ? 'item' : `${perDay} items`} after the last one done, starting again at the top after the last.`,
  next: 'Next',
  itemNotFound: 'Loop item not found.',
  notLoop: 'This class is not a loop.',
  loopItem: 'This lesson is an item of a loop: tick it on the week or the dashboard.',
} as const;
