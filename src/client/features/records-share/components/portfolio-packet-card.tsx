import { FileDown } from 'lucide-react';
import { useState } from 'react';
import {
  DEFAULT_PER_SUBJECT,
  MAX_PER_SUBJECT,
  MIN_PER_SUBJECT,
  type PacketChoice,
} from '@shared/domain/portfolio-packet';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import type { SchoolYear } from '@shared/schemas/school-years';
import { usePortfolioPacket } from '@client/api/records-share';
import { FormField } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import { NativeSelect } from '@client/components/ui/native-select';
import { Spinner } from '@client/components/ui/spinner';
import { errorDetail } from '@client/lib/api-client';
import { yearDates } from './year-dates';

const YEAR = 'year';
const COUNTS = Array.from({ length: MAX_PER_SUBJECT - MIN_PER_SUBJECT + 1 }, (_, i) => MIN_PER_SUBJECT + i);

/**
 * Records › Share & print: the child's portfolio packet for the school year or one of its terms, the starred
 * samples or a number per subject, downloaded as a PDF. Making it takes a moment (large photos): the button says
 * so; the server's words when nothing is chosen (no starred sample) show beside it.
 */
export function PortfolioPacketCard({ studentId, year }: { studentId: string; year: SchoolYear }) {
  const [period, setPeriod] = useState(YEAR);
  const [choice, setChoice] = useState<PacketChoice>('starred');
  const [perSubject, setPerSubject] = useState(DEFAULT_PER_SUBJECT);
  const packet = usePortfolioPacket(studentId);
  const term = year.terms.find((t) => t.id === period);

  const download = () =>
    packet.mutate({ schoolYearId: year.id, termId: term?.id ?? null, choice, perSubject });
  // A new choice is a new question: the last answer's error no longer applies.
  const changed = (set: (value: string) => void) => (value: string) => {
    packet.reset();
    set(value);
  };

  return (
    <section
      aria-labelledby="share-packet"
      className="flex flex-col gap-4 rounded-xl border p-4"
      data-print="hide"
    >
      <div className="min-w-0">
        <h2 id="share-packet" className="text-lg font-semibold">
          {m.portfolioPacket}
        </h2>
        <p className="text-sm text-muted-foreground">{m.packetHint}</p>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Choice
          id="packet-period"
          label={m.packetPeriod}
          hint={yearDates(term ?? year)}
          value={period}
          onChange={changed(setPeriod)}
          options={[
            { value: YEAR, label: m.packetWholeYear(year.name) },
            ...year.terms.map((t) => ({ value: t.id, label: t.name })),
          ]}
        />
        <Choice
          id="packet-choice"
          label={m.packetChoice}
          value={choice}
          onChange={changed((v) => setChoice(v as PacketChoice))}
          options={[
            { value: 'starred', label: m.packetStarred },
            { value: 'per-subject', label: m.packetPerSubject },
          ]}
        />
        {choice === 'per-subject' && (
          <Choice
            id="packet-count"
            label={m.packetPerSubjectCount}
            hint={m.packetPerSubjectHint}
            value={String(perSubject)}
            onChange={changed((v) => setPerSubject(Number(v)))}
            options={COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
          />
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button className="self-start" onClick={download} disabled={packet.isPending}>
          {packet.isPending ? <Spinner aria-hidden="true" /> : <FileDown aria-hidden="true" />}
          {packet.isPending ? m.packetPreparing : m.packetDownload}
        </Button>
        {packet.isError && (
          <p role="alert" className="text-sm text-destructive wrap-anywhere">
            {errorDetail(packet.error, m.packetFailed)}
          </p>
        )}
      </div>
    </section>
  );
}

/** One labelled choice of the card. */
function Choice(props: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <FormField id={props.id} label={props.label} hint={props.hint}>
      <NativeSelect value={props.value} onValueChange={props.onChange}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
