import { formatTimeOfDay, TIME_SLOTS } from '@shared/domain/class-schedule';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';

/**
 * One of the spec's half-hour slots (6:00 AM – 10:30 PM); `after` hides the slots not later than it. Its id
 * and aria come from the FormField around it.
 */
export function TimeSelect({
  value,
  onChange,
  after,
}: {
  value: string;
  onChange: (time: string) => void;
  after?: string;
}) {
  const slots = after ? TIME_SLOTS.filter((t) => t > after) : TIME_SLOTS;
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger>
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
