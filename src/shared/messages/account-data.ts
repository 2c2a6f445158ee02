/** What the account export, import and deletion say. */
export const accountDataMessages = {
  notEmpty:
    'Import only works into an empty account. This account already has data — sign up a new account and import the file there.',
  wrongPassword: 'The password is not correct. Nothing was deleted.',
  passwordRequired: 'Enter your password to delete the account.',
  confirmRequired: 'Type DELETE to confirm deleting the account.',
  badFile: 'This file is not a Homeschool export.',
  badVersion: (version: number) =>
    `This export was made by a newer version of Homeschool (this server reads version ${version}).`,
  brokenReference: 'The file refers to a row it does not contain.',
  tooManyChildren: (max: number) => `A family can have at most ${max} children; this file has more.`,
  exportFailed: 'The export could not be downloaded.',
  /** Until the export becomes an archive with the files (issue 36): said where the export is offered. */
  exportWithoutPortfolio:
    "The portfolio's work samples and their files are not in this file yet: download the originals you want to keep from Records › Portfolio.",
  imported: 'Your data was imported.',
  importFailed: 'The import failed. Nothing was changed.',
  importRunning: 'An import into this account is already running. Please wait for it to finish.',
  deleted: 'Your account was deleted.',
  deleteFailed: 'The account could not be deleted.',
} as const;
