/** The spec's emoji-by-title keyword table; the first matching row wins. */
export const CLASS_EMOJI_TABLE: readonly { emoji: string; label: string; keywords: readonly string[] }[] = [
  { emoji: '🧮', label: 'Math', keywords: ['math', 'algebra', 'geometry', 'calculus', 'arithmetic'] },
  { emoji: '🔬', label: 'Science', keywords: ['science', 'biology', 'chemistry', 'physics'] },
  {
    emoji: '📚',
    label: 'English / reading',
    keywords: [
      'english',
      'reading',
      'literature',
      'writing',
      'grammar',
      'spelling',
      'language arts',
      'phonics',
    ],
  },
  { emoji: '🏛️', label: 'History', keywords: ['history', 'social studies', 'civics'] },
  { emoji: '🎨', label: 'Art', keywords: ['art', 'drawing', 'painting'] },
  { emoji: '🎵', label: 'Music', keywords: ['music', 'piano', 'guitar', 'violin', 'choir'] },
  { emoji: '🏃', label: 'PE', keywords: ['pe', 'p.e.', 'physical education', 'gym', 'sport', 'sports'] },
  {
    emoji: '🌍',
    label: 'Languages',
    keywords: ['language', 'languages', 'spanish', 'french', 'german', 'latin', 'chinese', 'japanese'],
  },
  {
    emoji: '💻',
    label: 'Computer',
    keywords: ['computer', 'computers', 'coding', 'programming', 'technology'],
  },
];

export const DEFAULT_CLASS_EMOJI = '📖';

/** Every emoji a class can pick from: the table's, the default, and a few more for other subjects. */
export const CLASS_EMOJI_CHOICES: readonly string[] = [
  ...CLASS_EMOJI_TABLE.map((r) => r.emoji),
  DEFAULT_CLASS_EMOJI,
  '✏️',
  '🧪',
  '🌱',
  '🗺️',
  '🧩',
  '🎭',
  '🍳',
  '🧘',
];

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Per row of the table, one pattern matching any of its keywords as a whole word, case-insensitive ('Art' → 🎨
 * but 'Smart Start' does not). Built once: the week and dashboard name a class's emoji on every read.
 */
const ROW_PATTERNS = CLASS_EMOJI_TABLE.map((row) => ({
  emoji: row.emoji,
  pattern: new RegExp(`(^|[^a-z])(${row.keywords.map(escapeRegExp).join('|')})($|[^a-z])`, 'i'),
}));

/** The suggested emoji for a class title; 📖 when no keyword matches. */
export function emojiForTitle(title: string): string {
  const text = title.trim();
  for (const row of ROW_PATTERNS) if (row.pattern.test(text)) return row.emoji;
  return DEFAULT_CLASS_EMOJI;
}
