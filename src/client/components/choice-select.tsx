import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

export interface Choice {
  value: string;
  label: string;
}

/**
 * A select of a few labelled choices, as wide as its field, a long label cut short. Inside a FormField the
 * trigger gets the field's id and aria (the FormField context), like any control.
 */
export function ChoiceSelect({
  value,
  onValueChange,
  choices,
}: {
  value: string;
  onValueChange: (value: string) => void;
  choices: readonly Choice[];
}) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger className="w-full min-w-0 [&>span]:truncate">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map((c) => (
          <SelectItem key={c.value} value={c.value}>
            {c.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
