/** The transcript and its GPA: the page, the forms, the PDF and the API's refusals. */
export const transcriptMessages = {
  /** The linked class's teacher (a co-op's, a tutor; ADR 042). */
  teacherLine: (name: string) => `Teacher: ${name}`,
  pageTitle: 'Transcript',
  pageDescription:
    'High-school courses by year with credits, final grades and the GPA, unweighted and weighted.',
  loadFailed: 'Failed to load the transcript',
  emptyTitle: 'No courses yet',
  emptyDescription:
    'Add the high-school courses (grades 9–12) with their credits and final grade. Link a class to take its hours and grades from the records.',
  addCourse: 'Add Course',
  addCourseTitle: 'Add a course',
  editCourseTitle: 'Edit course',
  editCourse: (title: string) => `Edit ${title}`,
  deleteCourse: (title: string) => `Delete ${title}`,
  deleteTitle: 'Delete this course?',
  deleteDescription: (title: string) => `“${title}” is removed from the transcript. This cannot be undone.`,
  save: 'Save',
  cancel: 'Cancel',
  downloadPdf: 'Download PDF',
  print: 'Print',

  title: 'Course title',
  yearLabel: 'School year',
  yearLabelHint: 'As printed on the transcript, e.g. 2026–2027.',
  gradeLevel: 'Grade level',
  gradeLabel: (grade: number) => `Grade ${grade}`,
  linkedClass: 'Linked class',
  noClass: 'No linked class',
  linkedClassHint: "Credits and the final grade can come from the class's hours and graded assignments.",
  credits: 'Credits',
  creditsHint: (hoursPerCredit: number) =>
    `In 0.5 steps. Leave empty to compute from the linked class's hours (${hoursPerCredit} hours per credit).`,
  level: 'Level',
  finalPercent: 'Final grade (%)',
  finalPercentHint: "Leave empty to use the linked class's average.",
  passed: 'Result',
  passedYes: 'Passed',
  passedNo: 'Failed',
  passedPending: 'Not yet decided',

  columnCourse: 'Course',
  columnLevel: 'Level',
  columnCredits: 'Credits',
  columnGrade: 'Grade',
  columnPoints: 'Points',
  fromHours: 'from hours',
  fromClass: 'class average',
  inProgress: 'In progress',
  yearSummary: (unweighted: string, weighted: string, credits: string) =>
    `GPA ${unweighted} unweighted · ${weighted} weighted · ${credits} credits`,
  gpaTitle: 'GPA',
  cumulative: 'Cumulative',
  unweighted: 'Unweighted',
  weighted: 'Weighted',
  creditsEarned: 'Credits earned',
  gradingKey: 'Grading key',
  gradingKeyNote: (honors: string, ap: string, dual: string) =>
    `GPA on a 4.0 scale, credit-weighted. Weighted GPA adds ${honors} for honors, ${ap} for AP and ${dual} for dual enrollment to passing grades (D- or better); an F earns 0. Pass/fail courses earn credits but do not count in the GPA. Credits from hours are rounded down to the nearest 0.25.`,
  signature: 'Parent / administrator signature',
  pdfTitle: 'High School Transcript',
  pdfStudent: (name: string) => `Student: ${name}`,
  pdfGradeLevel: (grade: number, year: string) => `Grade ${grade} · ${year}`,

  settingsTitle: 'Transcript settings',
  settingsDescription: 'Hours per credit and the weighted GPA bonuses of the family.',
  hoursPerCredit: 'Hours per credit',
  honorsBonus: 'Honors bonus',
  apBonus: 'AP bonus',
  dualBonus: 'Dual enrollment bonus',
  settingsSaved: 'Transcript settings saved',

  added: 'Course added',
  updated: 'Course saved',
  deleted: 'Course deleted',

  // Refusals.
  notFound: 'Course not found.',
  classNotFound: 'Class not found.',
  titleRequired: 'Enter the course title.',
  titleTooLong: 'The course title can be at most 200 characters.',
  yearLabelRequired: 'Enter the school year, e.g. 2026–2027.',
  yearLabelTooLong: 'The school year can be at most 40 characters.',
  gradeLevelInvalid: 'Choose a grade level from 9 to 12.',
  levelInvalid: 'Choose a level.',
  creditsInvalid: 'Credits are 0.5 to 10, in steps of 0.5.',
  creditsOrClass: 'Enter the credits, or link a class to compute them from its hours.',
  percentInvalid: 'The final grade is a percent from 0 to 100 with at most one decimal.',
  percentNotForPassFail: 'A pass/fail course has no percent grade: mark it passed or failed.',
  passedOnlyForPassFail: 'Only a pass/fail course is marked passed or failed.',
  hoursPerCreditInvalid: 'Hours per credit is a whole number from 1 to 1000.',
  bonusInvalid: 'A bonus is from 0 to 2, with at most two decimals.',
  tooMany: (max: number) => `A transcript can have at most ${max} courses.`,
} as const;

/** A course's grade as the transcript PDF and the evaluator's page print it: '95 %', 'Passed', 'In progress'. */
export function courseGradeText(c: {
  level: string;
  percent: number | null;
  passed: boolean | null;
}): string {
  const m = transcriptMessages;
  if (c.level === 'pass_fail') return c.passed == null ? m.inProgress : c.passed ? m.passedYes : m.passedNo;
  return c.percent == null ? m.inProgress : `${c.percent} %`;
}

/** Grade points as printed: '3.70', or '—' without a grade. */
export const gradePointsText = (value: number | null): string => (value == null ? '—' : value.toFixed(2));

/** A weighted-GPA bonus as the grading key prints it: '+0.5', '+1.0', '+0.25'. */
export const gpaBonusText = (value: number): string =>
  `+${value.toFixed(value * 10 === Math.round(value * 10) ? 1 : 2)}`;
