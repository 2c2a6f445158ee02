import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

/** Joins class values and drops what a later class overrides (tailwind-merge's rule for our classes, ADR 056). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
