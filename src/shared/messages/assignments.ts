/** The spec's grades messages (§3): validation, the server's answers, the page's toasts and confirmation. */
export const assignmentMessages = {
  nameRequired: 'Please enter an assignment name.',
  nameTooLong: 'The assignment name can be at most 200 characters.',
  descriptionTooLong: 'The description can be at most 2000 characters.',
  startDateRequired: 'Please choose a start date.',
  dueDateInvalid: 'Please choose a valid due date.',
  classRequired: 'Please choose a class.',
  status: 'The status must be upcoming, work in progress or completed.',
  percentage: 'The percentage must be between 0 and 100.',
  percentageStep: 'The percentage can have at most one decimal place.',
  points: 'Points cannot be negative.',
  pointsTooHigh: 'Points can be at most 100000.',
  pointsStep: 'Points can have at most one decimal place.',
  classAssignmentLimit: 'A class can have at most 500 assignments.',
  added: 'Assignment added successfully',
  updated: 'Assignment updated successfully',
  deleted: 'Assignment deleted successfully',
  fetchFailed: 'Failed to fetch assignments',
  addFailed: 'Failed to add assignment',
  updateFailed: 'Failed to update assignment',
  deleteFailed: 'Failed to delete assignment',
  /** The title of the page's failure toasts (the message is their description). */
  errorTitle: 'Error',
  notFound: 'That assignment was not found.',
  classNotFound: 'That class was not found.',
  confirmDeleteTitle: 'Delete assignment?',
  confirmDelete: (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`,
} as const;

/** The grading rules' messages (`domain/grades.ts`), checked on the server and in the form. */
export const gradingMessages = {
  dueDateNotApplicable: 'A due date applies only to upcoming or work-in-progress assignments.',
  dueBeforeStart: 'The due date cannot be before the start date.',
  gradeNotApplicable: 'Grades can only be given to completed assignments.',
  bothPoints: 'Please enter both points earned and max points.',
  maxPointsZero: 'Max points must be more than 0.',
  earnedAboveMax: 'Points earned cannot be more than max points.',
} as const;
