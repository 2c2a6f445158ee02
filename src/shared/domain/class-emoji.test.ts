import { describe, expect, it } from 'vitest';
import { DEFAULT_CLASS_EMOJI, emojiForTitle } from './class-emoji';

describe('class emoji by title', () => {
  it.each([
    ['Math', '🧮'],
    ['Pre-Algebra and Math Facts', '🧮'],
    ['Earth Science', '🔬'],
    ['English', '📚'],
    ['Reading Club', '📚'],
    ['Language Arts', '📚'],
    ['World History', '🏛️'],
    ['Art', '🎨'],
    ['Music Theory', '🎵'],
    ['PE', '🏃'],
    ['Physical Education', '🏃'],
    ['Spanish', '🌍'],
    ['Foreign Languages', '🌍'],
    ['Computer Science', '🔬'],
    ['Computer Lab', '💻'],
  ])('%s → %s', (title, emoji) => {
    expect(emojiForTitle(title)).toBe(emoji);
  });

  it('matches whole words, case-insensitively', () => {
    expect(emojiForTitle('MATH')).toBe('🧮');
    expect(emojiForTitle('Smart Start')).toBe(DEFAULT_CLASS_EMOJI);
    expect(emojiForTitle('Pepper growing')).toBe(DEFAULT_CLASS_EMOJI);
  });

  it('falls back to 📖', () => {
    expect(emojiForTitle('Cooking')).toBe('📖');
    expect(emojiForTitle('   ')).toBe('📖');
  });
});
