/** Plan files (curriculum import and export): validation, the server's answers, the dialog's words, toasts. */
export const planFileMessages = {
  // Reading a file or a paste
  noText: 'Please paste the plan, or choose a file.',
  emptyFile: 'That file has no lessons in it.',
  badUpload: 'The upload was cut off. Try again.',
  tooLarge: (mb: number) => `A plan file can be at most ${mb} MB.`,
  pasteTooLong: (mb: number) => `A pasted plan can be at most ${mb} MB of text.`,
  unknownKind: 'Please choose a .csv, .tsv, .txt, .xlsx or .json file.',
  oldExcel: 'That is an old Excel file (.xls): save it as .xlsx or .csv first.',
  badXlsx: 'That spreadsheet could not be read. Save it again as .xlsx or .csv and try again.',
  unclosedQuote: (row: number) => `Row ${row} opens a quote (") that never closes.`,
  tooManyRows: (max: number) => `A plan file can have at most ${max} rows.`,
  tooManyColumns: (max: number) => `A plan file can have at most ${max} columns.`,
  cellTooLong: (row: number, max: number) => `Row ${row} has a cell longer than ${max} characters.`,
  tooManyLessons: (count: number, max: number) =>
    `That file has ${count} lessons; a class can have at most ${max}.`,
  badJson: 'That JSON file could not be read: it is not valid JSON.',
  notAPlan: 'That JSON file is not a plan (its "format" is not "homeschool-plan").',
  newerVersion: (version: unknown) =>
    `That plan file is version ${String(version)}; this server reads version 1. Update the server, or export the plan as CSV.`,
  badLessons: 'That plan file has no "lessons" list.',
  badLesson: (n: number) => `Lesson ${n} of that plan file is not an object with a title.`,

  // Mapping and rows
  noTitleColumn: 'Choose which column is the lesson title.',
  twice: (field: string) => `Only one column can be the ${field}.`,
  mappingLength: 'The column mapping must give one choice per column.',
  rowProblem: (row: number, column: string, problem: string) => `Row ${row}, ${column}: ${problem}`,
  titleRequired: 'a lesson needs a title',
  tooLong: (max: number) => `can be at most ${max} characters`,
  wholeNumber: (min: number, max: number) => `must be a whole number from ${min} to ${max}`,
  moreProblems: (first: string, more: number) =>
    more === 0 ? first : `${first} (and ${more} more ${more === 1 ? 'problem' : 'problems'})`,
  nothingToImport: 'There are no lessons to import.',

  // The dialog
  importTitle: 'Import a plan',
  importDescription:
    'A spreadsheet or a list of lessons: CSV, TSV, Excel (.xlsx), or a plan file exported from Homeschool (.json). One lesson per row, with a title and, if you like, notes, minutes, week and day.',
  fileLabel: 'Choose a file',
  fileHint: 'CSV, TSV, TXT, XLSX or JSON, at most 1 MB.',
  pasteLabel: 'Or paste from a spreadsheet',
  pasteHint: 'Copy the rows in your spreadsheet and paste them here (tabs or commas).',
  previewButton: 'Preview',
  reading: 'Reading…',
  columnsLabel: 'Columns',
  columnsHint: 'Which column is which: we guessed from the first row.',
  columnSelect: (name: string) => `Column ${name}`,
  headerRow: 'The first row is headings',
  roles: {
    title: 'Title',
    notes: 'Notes',
    minutes: 'Minutes',
    week: 'Week',
    day: 'Day',
    ignore: 'Leave out',
  },
  fromPlan: (title: string) => `A plan of ${title}`,
  previewLabel: 'Lessons to import',
  previewMore: (n: number) => `… and ${n} more`,
  previewColumns: {
    row: 'Row',
    title: 'Title',
    minutes: 'Minutes',
    week: 'Week',
    day: 'Day',
    notes: 'Notes',
  },
  classMinutes: (n: number) => `${n} (the class's)`,
  errorsLabel: (n: number) => (n === 1 ? '1 problem to fix' : `${n} problems to fix`),
  errorsMore: (n: number) => `… and ${n} more`,
  room: (n: number) => `This class has room for ${n} more lessons.`,
  ordered: 'In order of week, then day, then row.',
  appended: 'The lessons go after the plan’s last lesson.',
  startOver: 'Choose another file',
  importSubmit: (n: number) => (n === 1 ? 'Import 1 lesson' : `Import ${n} lessons`),
  importing: 'Importing…',
  exportTitle: 'Export the plan',
  exportDescription:
    'Save the lesson plan as a file another family, a co-op or a spreadsheet can open, and import it into another class.',
  exportCsv: 'Download CSV',
  exportCsvHint: 'Columns title, notes, minutes, week and day: opens in any spreadsheet.',
  exportJson: 'Download JSON',
  exportJsonHint:
    'A Homeschool plan file (format homeschool-plan, version 1) with the class’s title and subject.',
  close: 'Close',

  // Toasts
  imported: (n: number) => (n === 1 ? '1 lesson imported' : `${n} lessons imported`),
  previewFailed: 'Failed to read the plan',
  importFailed: 'Failed to import the plan',
} as const;
