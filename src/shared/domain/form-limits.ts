/**
 * The choices and limits a form shows before its schema has loaded (ADR 050): the schemas in @shared/schemas/*
 * check with them (and re-export them), but a page that only draws a form imports them from here, so zod stays
 * out of its first load. Only constants: no zod here.
 */

/** The three lists' priorities (to-do, bucket list, learn list). */
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DEFAULT_PRIORITY: Priority = 'medium';
export const PRIORITY_LABELS: Record<Priority, string> = { high: 'High', medium: 'Medium', low: 'Low' };
export const LIST_TITLE_MAX = 500;

/** Typed by an account without a password (Google or OpenID Connect sign-in) to confirm deletion. */
export const DELETE_CONFIRM_WORD = 'DELETE';

/** The ages a child may be given at sign-up (6–18). */
export const CHILD_AGES = Array.from({ length: 13 }, (_, i) => String(i + 6));

/** The most text a pasted list of lessons may be. */
export const MAX_PASTE_LENGTH = 240_000;

export const MAX_BOOK_TITLE = 200;
export const MAX_BOOK_AUTHOR = 200;

export const MAX_COURSE_TITLE = 200;
export const MAX_YEAR_LABEL = 40;

export const MAX_SAMPLE_TITLE = 200;
export const MAX_SAMPLE_CAPTION = 2000;
export const MAX_SAMPLE_SUBJECT = 100;
