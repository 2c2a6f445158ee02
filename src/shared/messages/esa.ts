/** Education savings accounts: the pages, the checks, the packets and the API's refusals. */

export const RECEIPT_FIELDS = [
  'merchant',
  'date',
  'itemised',
  'total',
  'paymentMethod',
  'payer',
  'studentName',
  'serviceDates',
] as const;
export type ReceiptField = (typeof RECEIPT_FIELDS)[number];

const money = (text: string) => text;

export const esaMessages = {
  pageTitle: 'Education savings',
  pageDescription:
    "Each child's education savings account: award, purchases, receipts and deadlines, checked against the program's rules.",
  navLabel: 'ESA',
  loadFailed: 'Failed to load the education savings accounts',
  emptyTitle: 'No education savings account yet',
  emptyDescription:
    "Add a child's account: pick the program (Utah Fits All, Arizona ESA, …), the period and the award from the award letter.",
  checkHandbook:
    "The program's rules change: check its current handbook. These rules are as the source said on the date shown.",
  addAccount: 'Add account',
  addAccountTitle: 'Add an education savings account',
  editAccountTitle: 'Edit account',
  deleteAccount: 'Delete account',
  deleteAccountTitle: 'Delete this account?',
  deleteAccountDescription: (child: string) =>
    `${child}'s account, its purchases and their receipts are removed. This cannot be undone.`,
  addExpense: 'Add purchase',
  addExpenseTitle: 'Add a purchase',
  editExpenseTitle: 'Edit purchase',
  deleteExpense: (vendor: string) => `Delete purchase from ${vendor}`,
  deleteExpenseTitle: 'Delete this purchase?',
  deleteExpenseDescription: (vendor: string) =>
    `The purchase from ${vendor} and its receipts are removed. This cannot be undone.`,
  save: 'Save',
  cancel: 'Cancel',
  addLine: 'Add line',
  removeLine: (n: number) => `Remove line ${n}`,

  child: 'Child',
  program: 'Program',
  periodStart: 'Period starts',
  periodEnd: 'Period ends',
  award: 'Award',
  awardHint: (suggested: string | null) =>
    suggested
      ? `The program's award for this child: ${suggested}. Use the amount on the award letter.`
      : 'The amount on the award letter.',
  carried: 'Carried over',
  reference: 'Account reference',
  date: 'Date',
  vendor: 'Vendor',
  paymentMethod: 'Payment method',
  status: 'Status',
  deniedReason: 'Reason it was denied',
  notes: 'Notes',
  class: 'Class',
  subject: 'Subject',
  noClass: 'No class',
  description: 'Description',
  category: 'Category',
  quantity: 'Qty',
  amount: 'Amount',
  total: 'Total',
  receiptShows: 'The receipt shows',
  splitWith: 'Split across children',
  splitHint: 'The amount of each line is shared between the children chosen, to the cent.',
  receipts: 'Receipts',
  addReceipt: 'Add receipt (photo or PDF)',
  removeReceipt: (name: string) => `Remove receipt ${name}`,
  receiptUploaded: 'Receipt added',
  receiptRemoved: 'Receipt removed',
  noReceipts: 'No receipt yet',
  packet: 'Reimbursement packet',
  packetPdf: 'Packet (PDF)',
  packetCsv: 'Packet (CSV)',
  auditPacket: 'Audit packet (PDF)',
  from: 'From',
  to: 'To',

  statuses: {
    planned: 'Planned',
    bought: 'Bought',
    submitted: 'Submitted',
    reimbursed: 'Reimbursed',
    denied: 'Denied',
  },
  schedules: {
    yearly: 'Once a year',
    'two-instalments': 'Two instalments',
    quarterly: 'Quarterly',
    monthly: 'Monthly',
  },
  receiptFields: {
    merchant: 'the merchant',
    date: 'the date of purchase',
    itemised: 'itemised lines',
    total: 'the total',
    paymentMethod: 'the payment method',
    payer: 'who paid',
    studentName: "the student's legal name",
    serviceDates: 'the dates of the service',
  } satisfies Record<ReceiptField, string>,

  balance: {
    available: 'Award + carried',
    spent: 'Reimbursed',
    pending: 'Pending',
    planned: 'Planned',
    remaining: 'Remaining',
    byCategory: 'By category',
    byPeriod: 'By funding period',
    family: 'Family',
    rollover: (amount: string) => `Carries into the next period: ${amount}`,
    capped: (cap: string) => `Family cap ${cap}: the children's awards share it`,
  },
  card: {
    title: 'Education savings',
    nextDeadline: 'Next deadline',
    noDeadline: 'No deadline coming up',
    needsReceipt: (n: number) => (n === 1 ? '1 purchase needs a receipt' : `${n} purchases need a receipt`),
    allReceipts: 'Every purchase has its receipt',
    open: 'Open education savings',
  },

  /** The checks (warnings: the family can still record the purchase). */
  findings: {
    receiptMissing: 'A receipt is needed for this purchase.',
    receiptField: (field: string) => `Receipt must show ${field}.`,
    categoryNotAllowed: (category: string) => `${category} is not an allowed expense in this program.`,
    unknownCategory: (category: string) =>
      `“${category}” is not one of this program's categories: check the handbook.`,
    forbiddenItem: (item: string, rule: string) =>
      `“${item}” looks like ${rule}, which this program does not allow.`,
    receiptDue: (days: number) =>
      days === 0
        ? 'Receipt due today.'
        : days === 1
          ? 'Receipt due in 1 day.'
          : `Receipt due in ${days} days.`,
    receiptOverdue: (date: string) => `The receipt was due on ${date}.`,
    submitDue: (days: number) =>
      days === 0 ? 'Submit for reimbursement today.' : `Submit for reimbursement within ${days} days.`,
    submitOverdue: (date: string) => `Submitting for reimbursement was due on ${date}.`,
    outsidePeriod: "The purchase date is outside the account's period.",
    curriculumTie:
      "Link this purchase to a class or subject: the program asks that it serve the child's curriculum.",
    overBalance: (amount: string) => `This purchase goes over the balance by ${amount}.`,
    denied: (reason: string) => `Denied: ${reason}`,
  },

  // Refusals (400/404/409).
  programNotFound: 'That program was not found.',
  accountNotFound: 'That account was not found.',
  expenseNotFound: 'That purchase was not found.',
  receiptNotFound: 'That receipt was not found.',
  childNotFound: 'That child was not found.',
  classNotFound: 'That class was not found.',
  lessonNotFound: 'That lesson was not found.',
  templateNotEditable:
    "A program's template cannot be changed: pick it for an account to get the family's copy.",
  periodOrder: 'The period must end after it starts.',
  periodTooLong: 'A period is at most two years.',
  dateInvalid: 'Please enter a valid date.',
  amountInvalid: money('Please enter an amount in dollars and cents, e.g. 12.34.'),
  amountTooLarge: 'That amount is too large.',
  quantityInvalid: 'Quantity is a whole number from 1 to 10,000.',
  vendorRequired: 'Please enter the vendor.',
  descriptionRequired: 'Please describe the item.',
  categoryRequired: 'Please pick a category.',
  linesRequired: 'Add at least one line.',
  tooManyLines: 'At most 100 lines.',
  deniedReasonRequired: 'Please say why it was denied.',
  nameRequired: "Please enter the program's name.",
  splitAccounts: 'Pick each child at most once, from accounts of the same program.',
  tooManyAccounts: 'At most 20 accounts.',
  splitMismatch: 'A split purchase is changed in each child’s account.',
  tooManyReceipts: 'At most 20 receipts per purchase.',
  windowRequired: 'Please choose the period (from and to).',
  windowOrder: 'The end must be on or after the start.',
  windowTooLong: 'At most three years at a time.',
  packetTooLarge: (n: number) => `At most ${n} purchases in one packet: choose a shorter period.`,
  tooManyAccountsFamily: 'At most 200 accounts.',

  // Toasts.
  accountSaved: 'Account saved',
  accountDeleted: 'Account deleted',
  expenseSaved: 'Purchase saved',
  expenseDeleted: 'Purchase deleted',
  programSaved: 'Program saved',
} as const;
