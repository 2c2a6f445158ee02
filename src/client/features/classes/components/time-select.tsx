import { formatTimeOfDay, TIME_SLOTS } from '../../../../shared/domain/class-schedule';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

/** One of the spec's half-hour slots (6:00 AM – 10:30 PM); `after` hides the slots not later than it. */
export function TimeSelect({
  id,
  value,
  onChange,
  after,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (time: string) => void;
  after?: string;
  invalid?: boolean;
}) {
  const slots = after ? TIME_SLOTS.filter((t) => t > after) : TIME_SLOTS;
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined}>
        <SelectValue placeholder="Choose a time" />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {slots.map((t) => (
          <SelectItem key={t} value={t}>
            {formatTimeOfDay(t)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
