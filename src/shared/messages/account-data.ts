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
  notAnArchive: 'This file is not a Homeschool archive (a .tar file downloaded from Settings › Your data).',
  archiveDamaged: (what: string) => `The archive is damaged: ${what} Nothing was imported.`,
  fileDamaged: 'a file does not match the export (its bytes changed after the download).',
  unexpectedFile: 'it holds a file the export does not list.',
  missingFiles: (n: number) =>
    `${n} ${n === 1 ? 'file' : 'files'} of the export ${n === 1 ? 'is' : 'are'} missing.`,
  /** A JSON file (records only) that lists portfolio files: their bytes are only in the archive. */
  filesNeedArchive: (n: number) =>
    `This file lists ${n} portfolio ${n === 1 ? 'file' : 'files'}: import the archive (.tar) downloaded with it, which holds them.`,
  tooLargeForImport: (limitMb: number) =>
    `This account's records are larger than an import can read back (${limitMb} MB of data.json). Nothing was downloaded.`,
  archiveOverQuota: (quota: string) =>
    `The archive's files do not fit in this family's storage (${quota}). Nothing was imported.`,
  imported: 'Your data was imported.',
  importFailed: 'The import failed. Nothing was changed.',
  importCutOff:
    'The archive did not reach the server. Check your connection and try again. Nothing was changed.',
  importUploading: (percent: number) => `Sending the archive… ${percent} %`,
  importStoring: 'Checking and storing the files…',
  importRunning: 'An import into this account is already running. Please wait for it to finish.',
  deleted: 'Your account was deleted.',
  deleteFailed: 'The account could not be deleted.',
} as const;
