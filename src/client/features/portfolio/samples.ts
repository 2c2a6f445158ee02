import { MONTH_NAMES } from '@shared/domain/dates';
import type { StoredFile, WorkSample } from '@shared/schemas/portfolio';

/** 'November 2026' of a 'yyyy-MM…' date. */
export const monthLabel = (date: string) =>
  `${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** The samples by month, in the list's order (newest first, as the server answers). */
export function byMonth(samples: readonly WorkSample[]): { month: string; samples: WorkSample[] }[] {
  const groups: { month: string; samples: WorkSample[] }[] = [];
  for (const sample of samples) {
    const month = sample.date.slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) last.samples.push(sample);
    else groups.push({ month, samples: [sample] });
  }
  return groups;
}

/** The picture of a sample's card: its first photo, if any. */
export const coverPhoto = (sample: WorkSample): StoredFile | undefined =>
  sample.files.find((f) => f.kind === 'image');

/** 'Science · Biology' — what a sample is for: its class and its subject when they differ. */
export function forLabel(sample: WorkSample): string {
  const parts = [sample.className, sample.subject].filter((p): p is string => Boolean(p));
  return [...new Set(parts)].join(' · ');
}

/** Where the viewer is: a sample and one of its files (0 for a sample with a link only). */
export interface ViewerPosition {
  sampleId: string;
  fileIndex: number;
}

/**
 * The position one step back or on: the sample's previous or next file, and past its ends the neighbouring
 * sample's last or first file. Null at the list's ends.
 */
export function step(
  samples: readonly WorkSample[],
  at: ViewerPosition,
  direction: -1 | 1,
): ViewerPosition | null {
  const i = samples.findIndex((s) => s.id === at.sampleId);
  const sample = samples[i];
  if (!sample) return null;
  const count = Math.max(1, sample.files.length);
  const fileIndex = at.fileIndex + direction;
  if (fileIndex >= 0 && fileIndex < count) return { sampleId: sample.id, fileIndex };
  const neighbour = samples[i + direction];
  if (!neighbour) return null;
  return {
    sampleId: neighbour.id,
    fileIndex: direction === 1 ? 0 : Math.max(0, neighbour.files.length - 1),
  };
}
