import { NativeSelect } from './ui/native-select';

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
    <NativeSelect value={value} onValueChange={onValueChange}>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </NativeSelect>
  );
}
