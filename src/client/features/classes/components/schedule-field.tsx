import { LOOP_PER_DAY_MAX, LOOP_PER_DAY_MIN } from '@shared/domain/loop-placement';
import { loopMessages as m } from '@shared/messages/loops';
import { FormField } from '@client/components/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';

export type ScheduleKind = 'weekly' | 'loop';

const PER_DAY = Array.from(
  { length: LOOP_PER_DAY_MAX - LOOP_PER_DAY_MIN + 1 },
  (_, i) => LOOP_PER_DAY_MIN + i,
);

/**
 * The class form's "Schedule" (ADR 041): a weekly plan (one lesson each class day) or a loop (the next items
 * each class day, round and round), with "Items per day" for a loop.
 */
export function ScheduleField({
  kind,
  perDay,
  onKind,
  onPerDay,
  errors,
}: {
  kind: ScheduleKind;
  perDay: number;
  onKind: (kind: ScheduleKind) => void;
  onPerDay: (perDay: number) => void;
  errors: { scheduleKind?: string; loopPerDay?: string };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
      <FormField
        id="scheduleKind"
        label={m.scheduleField}
        error={errors.scheduleKind}
        hint={kind === 'loop' ? m.loopHint : m.weeklyHint}
      >
        <Select value={kind} onValueChange={(v) => onKind(v as ScheduleKind)}>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="weekly">{m.weekly}</SelectItem>
            <SelectItem value="loop">{m.loop}</SelectItem>
          </SelectContent>
        </Select>
      </FormField>
      {kind === 'loop' ? (
        <FormField id="loopPerDay" label={m.perDayField} error={errors.loopPerDay}>
          <Select value={String(perDay)} onValueChange={(v) => onPerDay(Number(v))}>
            <SelectTrigger className="sm:w-32">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PER_DAY.map((n) => (
                <SelectItem key={n} value={String(n)}>
                  {n}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      ) : null}
    </div>
  );
}
