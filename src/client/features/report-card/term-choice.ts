import type { SchoolYear } from '@shared/schemas/school-years';

export interface TermOption {
  id: string;
  label: string;
  startDate: string;
  endDate: string;
}

/** Every term of the family's years, in date order, labelled with its year. */
export function termOptions(years: readonly SchoolYear[]): TermOption[] {
  return years
    .flatMap((y) =>
      y.terms.map((t) => ({
        id: t.id,
        label: `${y.name} · ${t.name}`,
        startDate: t.startDate,
        endDate: t.endDate,
      })),
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** The term a report card opens on: the one today is in, else the latest begun, else the first. */
export function defaultTerm(options: readonly TermOption[], today: string): string | null {
  const current = options.find((o) => o.startDate <= today && today <= o.endDate);
  if (current) return current.id;
  const begun = options.filter((o) => o.startDate <= today);
  return begun.at(-1)?.id ?? options[0]?.id ?? null;
}
