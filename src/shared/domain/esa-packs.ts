import type { EsaRules } from './esa-checks';

/**
 * The seeded education savings programs (migration 0015 writes them as templates; a family gets its own
 * editable copy when it opens an account under one). The figures are as we understood each program's handbook
 * on CHECKED_ON; programs change their amounts, categories and deadlines every year, so every page that shows a
 * pack says the family must check the current handbook (the source URL is on it).
 */
export const ESA_CHECKED_ON = '2026-11-29';

export interface EsaPack extends EsaRules {
  key: string;
  name: string;
  jurisdiction: string;
  sourceUrl: string | null;
  notes: string;
}

const c = (dollars: number) => dollars * 100;

/** Categories most programs share (each pack takes the ones it pays for). */
const CAT = {
  curriculum: {
    key: 'curriculum',
    label: 'Curriculum',
    description: 'Textbooks, workbooks, full curricula, online courses.',
  },
  tutoring: {
    key: 'tutoring',
    label: 'Tutoring',
    description: 'Tutors and teaching services by qualified providers.',
  },
  tuition: {
    key: 'tuition',
    label: 'Tuition and fees',
    description: 'Tuition and fees at an approved school or provider.',
  },
  testing: {
    key: 'testing',
    label: 'Testing',
    description: 'Standardised tests, AP/CLEP exams, assessments.',
  },
  therapy: {
    key: 'therapy',
    label: 'Educational therapies',
    description: 'Therapies by licensed providers (speech, occupational, …).',
  },
  supplies: {
    key: 'supplies',
    label: 'Supplies',
    description: 'Instructional supplies and manipulatives used for lessons.',
  },
  technology: {
    key: 'technology',
    label: 'Technology',
    description: 'A computer or tablet used for schooling, within the program’s limit.',
  },
  enrichment: {
    key: 'enrichment',
    label: 'Enrichment classes',
    description: 'Music, art, PE or other lessons with an instructor.',
  },
  fieldTrips: {
    key: 'field-trips',
    label: 'Field trips',
    description: 'Admission to educational sites (not travel or food).',
  },
  dualEnrolment: {
    key: 'dual-enrolment',
    label: 'Dual enrolment',
    description: 'College courses taken in high school.',
  },
};

/** Things almost no program pays for, with the words that give them away in a receipt line. */
const NO = {
  furniture: {
    label: 'Furniture',
    keywords: ['furniture', 'desk', 'chair', 'couch', 'sofa', 'bookshelf', 'bookcase'],
  },
  games: {
    label: 'Video games and consoles',
    keywords: ['playstation', 'xbox', 'nintendo', 'switch console', 'video game', 'gaming'],
  },
  food: { label: 'Food and drink', keywords: ['food', 'snack', 'snacks', 'groceries', 'lunch', 'meal'] },
  travel: {
    label: 'Travel and transport',
    keywords: ['gas', 'fuel', 'airfare', 'hotel', 'uber', 'mileage', 'parking'],
  },
  clothing: { label: 'Clothing and uniforms', keywords: ['clothing', 'uniform', 'shoes', 'jacket'] },
  phones: {
    label: 'Phones and service plans',
    keywords: ['iphone', 'cell phone', 'phone plan', 'data plan'],
  },
  subscriptions: {
    label: 'Entertainment subscriptions',
    keywords: ['netflix', 'disney+', 'hulu', 'spotify'],
  },
  religious: { label: 'Religious instruction', keywords: ['bible study', 'catechism', 'sunday school'] },
};

const FULL_RECEIPT: EsaRules['receiptFields'] = ['merchant', 'date', 'itemised', 'total', 'paymentMethod'];

export const ESA_PACKS: readonly EsaPack[] = [
  {
    key: 'arizona-esa',
    name: 'Arizona Empowerment Scholarship Account',
    jurisdiction: 'Arizona, USA',
    currency: 'USD',
    sourceUrl: 'https://www.azed.gov/esa',
    awardBands: [
      { basis: 'grade', from: 0, to: 0, cents: c(7_400) },
      { basis: 'grade', from: 1, to: 12, cents: c(7_400) },
    ],
    familyCapCents: null,
    fundingSchedule: 'quarterly',
    categories: [
      CAT.curriculum,
      CAT.tutoring,
      CAT.tuition,
      CAT.testing,
      CAT.therapy,
      CAT.supplies,
      CAT.technology,
      CAT.enrichment,
      CAT.dualEnrolment,
    ],
    forbidden: [NO.furniture, NO.games, NO.food, NO.travel, NO.clothing, NO.phones, NO.subscriptions],
    receiptFields: [...FULL_RECEIPT, 'payer', 'studentName'],
    deadlines: {
      receiptDays: 30,
      submitDays: 60,
      fixed: [{ label: 'Quarterly report due', monthDay: '06-30' }],
    },
    rollover: { kind: 'all' },
    curriculumTie: true,
    notes:
      'Awards differ by student (grade, special-education weights): use the amount in the ESA contract. Curriculum purchases must cover reading, grammar, mathematics, social studies or science. Auditors may look back two fiscal years (July–June).',
  },
  {
    key: 'utah-fits-all',
    name: 'Utah Fits All Scholarship',
    jurisdiction: 'Utah, USA',
    currency: 'USD',
    sourceUrl: 'https://utahfitsall.org',
    awardBands: [
      { basis: 'age', from: 5, to: 11, cents: c(4_000) },
      { basis: 'age', from: 12, to: 18, cents: c(6_000) },
    ],
    familyCapCents: null,
    fundingSchedule: 'quarterly',
    categories: [
      CAT.curriculum,
      CAT.tutoring,
      CAT.tuition,
      CAT.testing,
      CAT.therapy,
      CAT.supplies,
      CAT.technology,
      CAT.enrichment,
      CAT.fieldTrips,
    ],
    forbidden: [NO.furniture, NO.games, NO.food, NO.travel, NO.clothing, NO.phones, NO.subscriptions],
    receiptFields: [...FULL_RECEIPT, 'studentName'],
    deadlines: {
      receiptDays: 30,
      submitDays: 60,
      fixed: [{ label: 'Last day to submit for the year', monthDay: '05-31' }],
    },
    rollover: { kind: 'all' },
    curriculumTie: false,
    notes:
      'Home-educated students: the amounts by age above (the school year runs July–June). Technology is limited each year; check the handbook.',
  },
  {
    key: 'texas-efa',
    name: 'Texas Education Freedom Accounts',
    jurisdiction: 'Texas, USA',
    currency: 'USD',
    sourceUrl: 'https://comptroller.texas.gov/programs/education/',
    awardBands: [{ basis: 'grade', from: 0, to: 12, cents: c(2_000) }],
    familyCapCents: null,
    fundingSchedule: 'quarterly',
    categories: [CAT.curriculum, CAT.tutoring, CAT.testing, CAT.therapy, CAT.supplies, CAT.technology],
    forbidden: [
      NO.furniture,
      NO.games,
      NO.food,
      NO.travel,
      NO.clothing,
      NO.phones,
      NO.subscriptions,
      NO.religious,
    ],
    receiptFields: [...FULL_RECEIPT, 'studentName'],
    deadlines: {
      receiptDays: 30,
      submitDays: null,
      fixed: [{ label: 'Program year ends', monthDay: '06-30' }],
    },
    rollover: { kind: 'all' },
    curriculumTie: true,
    notes:
      'Home-schooled students: $2,000 a year (private-school students receive more). First program year 2026–27.',
  },
  {
    key: 'alabama-choose',
    name: 'Alabama CHOOSE Act',
    jurisdiction: 'Alabama, USA',
    currency: 'USD',
    sourceUrl: 'https://alabamachooseact.com',
    awardBands: [{ basis: 'grade', from: 0, to: 12, cents: c(2_000) }],
    familyCapCents: c(4_000),
    fundingSchedule: 'quarterly',
    categories: [
      CAT.curriculum,
      CAT.tutoring,
      CAT.testing,
      CAT.therapy,
      CAT.supplies,
      CAT.technology,
      CAT.enrichment,
    ],
    forbidden: [NO.furniture, NO.games, NO.food, NO.travel, NO.clothing, NO.phones, NO.subscriptions],
    receiptFields: [...FULL_RECEIPT, 'studentName'],
    deadlines: {
      receiptDays: 30,
      submitDays: null,
      fixed: [{ label: 'Program year ends', monthDay: '06-30' }],
    },
    rollover: { kind: 'all' },
    curriculumTie: false,
    notes: 'Home-educated students: $2,000 per child, at most $4,000 per family a year.',
  },
  {
    key: 'arkansas-efa',
    name: 'Arkansas Education Freedom Account',
    jurisdiction: 'Arkansas, USA',
    currency: 'USD',
    sourceUrl: 'https://efa.ade.arkansas.gov',
    awardBands: [{ basis: 'grade', from: 0, to: 12, cents: c(6_864) }],
    familyCapCents: null,
    fundingSchedule: 'quarterly',
    categories: [
      CAT.curriculum,
      CAT.tutoring,
      CAT.tuition,
      CAT.testing,
      CAT.therapy,
      CAT.supplies,
      CAT.technology,
      CAT.enrichment,
    ],
    forbidden: [NO.furniture, NO.games, NO.food, NO.travel, NO.clothing, NO.phones, NO.subscriptions],
    receiptFields: [...FULL_RECEIPT, 'studentName'],
    deadlines: {
      receiptDays: 30,
      submitDays: null,
      fixed: [{ label: 'Program year ends', monthDay: '06-30' }],
    },
    rollover: { kind: 'all' },
    curriculumTie: false,
    notes: '90 % of the prior year’s foundation funding per student (the amount changes yearly).',
  },
  {
    key: 'florida-pep',
    name: 'Florida Personalized Education Program (PEP)',
    jurisdiction: 'Florida, USA',
    currency: 'USD',
    sourceUrl: 'https://www.stepupforstudents.org/scholarships/personalized-education-program/',
    awardBands: [{ basis: 'grade', from: 0, to: 12, cents: c(8_000) }],
    familyCapCents: null,
    fundingSchedule: 'quarterly',
    categories: [
      CAT.curriculum,
      CAT.tutoring,
      CAT.tuition,
      CAT.testing,
      CAT.therapy,
      CAT.supplies,
      CAT.technology,
      CAT.enrichment,
      CAT.dualEnrolment,
    ],
    forbidden: [NO.furniture, NO.games, NO.food, NO.travel, NO.clothing, NO.phones, NO.subscriptions],
    receiptFields: [...FULL_RECEIPT, 'studentName'],
    deadlines: {
      receiptDays: null,
      submitDays: 90,
      fixed: [{ label: 'Student learning plan due', monthDay: '09-30' }],
    },
    rollover: { kind: 'all' },
    curriculumTie: true,
    notes: 'The amount depends on the county and grade; purchases must follow the student learning plan.',
  },
  {
    key: 'wyoming-esa',
    name: 'Wyoming Steamboat Legacy Scholarship (ESA)',
    jurisdiction: 'Wyoming, USA',
    currency: 'USD',
    sourceUrl: 'https://wyoleg.gov',
    awardBands: [{ basis: 'grade', from: 0, to: 12, cents: c(7_000) }],
    familyCapCents: null,
    fundingSchedule: 'two-instalments',
    categories: [
      CAT.curriculum,
      CAT.tutoring,
      CAT.tuition,
      CAT.testing,
      CAT.therapy,
      CAT.supplies,
      CAT.technology,
    ],
    forbidden: [NO.furniture, NO.games, NO.food, NO.travel, NO.clothing, NO.phones, NO.subscriptions],
    receiptFields: [...FULL_RECEIPT, 'studentName'],
    deadlines: {
      receiptDays: 30,
      submitDays: null,
      fixed: [{ label: 'Program year ends', monthDay: '06-30' }],
    },
    rollover: { kind: 'all' },
    curriculumTie: false,
    notes: 'Enrolment has been held up in court: check that the program is paying before planning on it.',
  },
  {
    key: 'north-carolina-esa-plus',
    name: 'North Carolina ESA+',
    jurisdiction: 'North Carolina, USA',
    currency: 'USD',
    sourceUrl: 'https://www.ncseaa.edu/k12/esa/',
    awardBands: [{ basis: 'grade', from: 0, to: 12, cents: c(9_000) }],
    familyCapCents: null,
    fundingSchedule: 'two-instalments',
    categories: [
      CAT.curriculum,
      CAT.tutoring,
      CAT.tuition,
      CAT.testing,
      CAT.therapy,
      CAT.supplies,
      CAT.technology,
    ],
    forbidden: [NO.furniture, NO.games, NO.food, NO.travel, NO.clothing, NO.phones, NO.subscriptions],
    receiptFields: [...FULL_RECEIPT, 'payer', 'studentName', 'serviceDates'],
    deadlines: {
      receiptDays: null,
      submitDays: 60,
      fixed: [{ label: 'Last reimbursement request', monthDay: '06-15' }],
    },
    rollover: { kind: 'all' },
    curriculumTie: false,
    notes: 'For students with disabilities: $9,000, or $17,000 for some diagnoses (use the award letter).',
  },
  {
    key: 'alberta-home-education',
    name: 'Alberta home education funding',
    jurisdiction: 'Alberta, Canada',
    currency: 'CAD',
    sourceUrl: 'https://www.alberta.ca/home-education',
    awardBands: [{ basis: 'grade', from: 1, to: 12, cents: 850_00 }],
    familyCapCents: null,
    fundingSchedule: 'yearly',
    categories: [
      CAT.curriculum,
      CAT.tutoring,
      CAT.testing,
      CAT.supplies,
      CAT.technology,
      CAT.enrichment,
      CAT.fieldTrips,
    ],
    forbidden: [NO.furniture, NO.games, NO.food, NO.travel, NO.clothing, NO.phones, NO.subscriptions],
    receiptFields: ['merchant', 'date', 'itemised', 'total'],
    deadlines: {
      receiptDays: null,
      submitDays: null,
      fixed: [{ label: 'Receipts to the school authority', monthDay: '05-31' }],
    },
    rollover: { kind: 'none' },
    curriculumTie: true,
    notes:
      'Supervised home education (grades 1–12): the school authority reimburses eligible purchases up to the family’s share (about half of the per-student grant); purchases must serve the home-education program plan.',
  },
  {
    key: 'custom',
    name: 'Custom',
    jurisdiction: '',
    currency: 'USD',
    sourceUrl: null,
    awardBands: [],
    familyCapCents: null,
    fundingSchedule: 'yearly',
    categories: [
      CAT.curriculum,
      CAT.tutoring,
      CAT.tuition,
      CAT.testing,
      CAT.therapy,
      CAT.supplies,
      CAT.technology,
      CAT.enrichment,
      CAT.fieldTrips,
    ],
    forbidden: [],
    receiptFields: ['merchant', 'date', 'total'],
    deadlines: { receiptDays: null, submitDays: null, fixed: [] },
    rollover: { kind: 'all' },
    curriculumTie: false,
    notes:
      'A program of your own: set the award on the account, and edit the categories and rules to match your handbook.',
  },
];

/** The stored id of a seeded template. */
export const esaTemplateId = (key: string) => `esa-template-${key}`;
