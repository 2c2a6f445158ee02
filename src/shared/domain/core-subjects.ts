/**
 * Core subjects: reading, language arts, math, social studies and science count as core in the
 * state requirements that ask for core hours (Missouri). A class's 'Core subject' box starts ticked when its
 * subject — or its title, when it has no subject — names one of them.
 */

/** The core subjects, as the form and the help page name them. */
export const CORE_SUBJECTS = ['reading', 'language arts', 'math', 'social studies', 'science'] as const;

/** Words that name a core subject (each matched as whole words, in any case). */
const CORE_WORDS = [
  'reading',
  'language arts',
  'english language arts',
  'ela',
  'math',
  'maths',
  'mathematics',
  'social studies',
  'science',
  'sciences',
];

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Whether a subject (or a class title) names a core subject: 'Math 7', 'Earth Science', 'Reading'. */
export function isCoreSubject(subject: string | null | undefined): boolean {
  if (!subject) return false;
  const words = ` ${normalise(subject)} `;
  return CORE_WORDS.some((w) => words.includes(` ${w} `));
}

/** The subject a class's hours count under: its subject, else its title. */
export const subjectOfClass = (cls: { title: string; subject: string | null }) =>
  cls.subject?.trim() ? cls.subject.trim() : cls.title;
