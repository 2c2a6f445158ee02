import { z } from 'zod';

/** Optional free text: trimmed, at most `max` characters, blank → null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));
