import { Star } from 'lucide-react';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import { dateLabel } from '@shared/messages/school-years';
import type { WorkSample } from '@shared/schemas/portfolio';
import { fileUrl } from '@client/api/portfolio';
import { WaitingBadge } from '@client/components/waiting-badge';
import { byMonth, coverPhoto, forLabel, monthLabel } from '../samples';
import { KindIcon } from './kind-icon';

/** The samples in a grid per month, newest first; a card opens the viewer. */
export function SampleGrid({
  studentId,
  samples,
  onOpen,
}: {
  studentId: string;
  samples: readonly WorkSample[];
  onOpen: (sample: WorkSample) => void;
}) {
  return (
    <div className="flex flex-col gap-8">
      {byMonth(samples).map(({ month, samples: ofMonth }) => (
        <section key={month} aria-labelledby={`portfolio-${month}`} className="flex flex-col gap-3">
          <h2 id={`portfolio-${month}`} className="text-lg font-semibold">
            {monthLabel(month)}{' '}
            <span className="text-sm font-normal text-muted-foreground">
              · {m.sampleCount(ofMonth.length)}
            </span>
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {ofMonth.map((sample) => (
              <li key={sample.id} className="min-w-0">
                <SampleCard studentId={studentId} sample={sample} onOpen={() => onOpen(sample)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function SampleCard({
  studentId,
  sample,
  onOpen,
}: {
  studentId: string;
  sample: WorkSample;
  onOpen: () => void;
}) {
  const photo = coverPhoto(sample);
  const first = sample.files[0];
  const label = forLabel(sample);
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="sample-card"
      className="group flex h-full w-full flex-col overflow-hidden rounded-lg border bg-card text-left shadow-xs transition-shadow outline-none hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <span className="relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden bg-muted">
        {photo ? (
          <img
            src={fileUrl(studentId, photo.id, 'thumb')}
            alt=""
            loading="lazy"
            decoding="async"
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            className="size-full object-cover transition-transform group-hover:scale-[1.02]"
          />
        ) : (
          <span className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
            <KindIcon kind={first?.kind ?? 'link'} />
            {first ? m.kindLabel[first.kind] : m.linkOnly}
          </span>
        )}
        {sample.starred ? (
          <span className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-background/90 shadow-sm">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            <span className="sr-only">{m.bestWork}</span>
          </span>
        ) : null}
        {sample.files.length > 1 ? (
          <span
            aria-hidden="true"
            className="absolute right-1.5 bottom-1.5 rounded-full bg-background/90 px-2 py-0.5 text-xs font-medium tabular-nums shadow-sm"
          >
            {sample.files.length}
          </span>
        ) : null}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1 p-2.5">
        <span className="line-clamp-2 font-medium wrap-anywhere">{sample.title}</span>
        <span className="text-xs text-muted-foreground tabular-nums">{dateLabel(sample.date)}</span>
        {label ? <span className="truncate text-xs text-muted-foreground">{label}</span> : null}
        {sample.pending ? (
          <span className="mt-1">
            <WaitingBadge />
          </span>
        ) : null}
      </span>
    </button>
  );
}
