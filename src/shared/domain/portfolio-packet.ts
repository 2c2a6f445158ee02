/**
 * Which work samples the portfolio's PDFs show (issue 36): the year-end bundle's portfolio section and the
 * portfolio packet. Pure rules; the server reads the samples and the images.
 */

/** The packet's choice: every starred sample of the period, or at most N per subject (the starred first). */
export const PACKET_CHOICES = ['starred', 'per-subject'] as const;
export type PacketChoice = (typeof PACKET_CHOICES)[number];

export const MIN_PER_SUBJECT = 1;
export const MAX_PER_SUBJECT = 10;
export const DEFAULT_PER_SUBJECT = 3;
/** A packet holds at most this many samples (each a large image): the newest starred ones when there are more. */
export const MAX_PACKET_SAMPLES = 60;
/** The year-end bundle shows at most this many samples of each subject (thumbnails), the starred first. */
export const BUNDLE_PER_SUBJECT = 8;

export interface PickableSample {
  id: string;
  date: string;
  starred: boolean;
  /** The class's subject (or title), or the sample's own subject; null: none. */
  subject: string | null;
}

export interface SubjectGroup<T> {
  subject: string;
  /** The samples shown, oldest first (a portfolio reads as the year went). */
  samples: T[];
  /** How many samples of the subject were left out by the cap. */
  leftOut: number;
}

/** Best work first, then the newest (the id keeps equal dates in one order). */
export const preferred = (a: PickableSample, b: PickableSample): number =>
  Number(b.starred) - Number(a.starred) || b.date.localeCompare(a.date) || b.id.localeCompare(a.id);

const chronological = (a: PickableSample, b: PickableSample): number =>
  a.date.localeCompare(b.date) || a.id.localeCompare(b.id);

/**
 * The samples by subject, subjects by name (those without one last, under `noSubject`), each subject's samples
 * oldest first; with `perSubject`, only that many of each (the starred, then the newest) and the rest counted.
 */
export function bySubject<T extends PickableSample>(
  samples: readonly T[],
  noSubject: string,
  perSubject = Infinity,
): SubjectGroup<T>[] {
  const groups = new Map<string | null, T[]>();
  for (const sample of samples) {
    const key = sample.subject?.trim() || null;
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([subject, all]) => {
      const shown = [...all].sort(preferred).slice(0, perSubject);
      return {
        subject: subject ?? noSubject,
        samples: shown.sort(chronological),
        leftOut: all.length - shown.length,
      };
    });
}

export interface PacketSelection<T> {
  groups: SubjectGroup<T>[];
  /** The samples in the packet. */
  count: number;
  /** Chosen samples left out because the packet is full (MAX_PACKET_SAMPLES): the least preferred ones. */
  leftOut: number;
}

/**
 * The packet's samples: every starred one, or `perSubject` of each subject (the starred, then the newest); at
 * most MAX_PACKET_SAMPLES in all (the starred, then the newest, again).
 */
export function packetSelection<T extends PickableSample>(
  samples: readonly T[],
  choice: PacketChoice,
  perSubject: number,
  noSubject: string,
): PacketSelection<T> {
  const chosen =
    choice === 'starred'
      ? samples.filter((s) => s.starred)
      : bySubject(samples, noSubject, perSubject).flatMap((g) => g.samples);
  const kept = chosen.sort(preferred).slice(0, MAX_PACKET_SAMPLES);
  return { groups: bySubject(kept, noSubject), count: kept.length, leftOut: chosen.length - kept.length };
}
