/** The reading log: the page, the form, the PDF and the API's refusals. */
import { dateLabel } from './school-years';
export const readingLogMessages = {
  pageTitle: 'Reading log',
  pageDescription:
    'The books the child read: title, author, dates, minutes or pages, and the class they were for.',
  loadFailed: 'Failed to load the reading log',
  emptyTitle: 'No books in this period',
  emptyDescription: 'Add the books the child reads, with the dates and the minutes or pages read.',
  addBook: 'Add Book',
  addBookTitle: 'Add a book',
  editBookTitle: 'Edit book',
  editBook: (title: string) => `Edit ${title}`,
  deleteBook: (title: string) => `Delete ${title}`,
  deleteTitle: 'Delete this book?',
  deleteDescription: (title: string) => `“${title}” is removed from the reading log. This cannot be undone.`,
  save: 'Save',
  cancel: 'Cancel',
  downloadPdf: 'Download PDF',
  print: 'Print',
  period: 'Period',
  lastYear: 'Last 12 months',

  title: 'Title',
  author: 'Author',
  isbn: 'ISBN',
  isbnHint: '10 or 13 digits; hyphens and spaces are fine.',
  startedOn: 'Started',
  finishedOn: 'Finished',
  minutes: 'Minutes',
  pages: 'Pages',
  linkedClass: 'Class',
  noClass: 'No class',

  totals: (books: number, minutes: number, pages: number) =>
    `${books} ${books === 1 ? 'book' : 'books'} · ${minutes} minutes · ${pages} pages`,
  totalBooks: 'Books',
  totalMinutes: 'Minutes',
  totalPages: 'Pages',
  reading: 'Reading',
  pdfTitle: 'Reading Log',
  pdfSubtitle: (name: string, year: string) => `${name} · ${year}`,
  pdfEmpty: 'No books recorded for this school year.',

  added: 'Book added',
  updated: 'Book saved',
  deleted: 'Book deleted',

  // Refusals.
  notFound: 'Book not found.',
  classNotFound: 'Class not found.',
  yearNotFound: 'School year not found.',
  titleRequired: 'Enter the title.',
  titleTooLong: 'The title can be at most 200 characters.',
  authorTooLong: 'The author can be at most 200 characters.',
  isbnInvalid: 'Enter a valid ISBN (10 or 13 digits with a correct check digit).',
  dateInvalid: 'Enter a date (yyyy-MM-dd).',
  finishedBeforeStarted: 'The finish date cannot be before the start date.',
  minutesInvalid: 'Minutes are a whole number from 1 to 100000.',
  pagesInvalid: 'Pages are a whole number from 1 to 100000.',
  windowRequired: 'Ask for a school year, or a window with from and to.',
  windowTooLong: (days: number) => `A window can be at most ${days} days.`,
  windowOrder: 'The window must end on or after its start.',
  tooMany: (max: number) => `A child's reading log can have at most ${max} books.`,
} as const;

/**
 * A book's cells after its title, as the reading log PDF and the evaluator's page print them: author, started,
 * finished, minutes, pages, class ('—' for what is not recorded).
 */
export function bookCells(b: {
  author: string | null;
  startedOn: string | null;
  finishedOn: string | null;
  minutes: number | null;
  pages: number | null;
  className: string | null;
}): (string | number)[] {
  const day = (iso: string | null) => (iso ? dateLabel(iso) : '—');
  return [
    b.author ?? '—',
    day(b.startedOn),
    day(b.finishedOn),
    b.minutes ?? '—',
    b.pages ?? '—',
    b.className ?? '—',
  ];
}
