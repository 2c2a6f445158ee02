import { z } from 'zod';
import { commonMessages } from '../messages/common';

/** Optional free text: trimmed, at most `max` characters, blank → null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, commonMessages.textTooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));
