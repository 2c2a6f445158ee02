import type { ComponentProps } from 'react';
import { Input } from './ui/input';

/** A number input whose value stays the text typed (the form's check parses it); `decimal` allows a fraction. */
export function NumberInput({
  decimal = false,
  onValueChange,
  ...props
}: Omit<ComponentProps<typeof Input>, 'type' | 'inputMode' | 'onChange'> & {
  decimal?: boolean;
  onValueChange: (value: string) => void;
}) {
  return (
    <Input
      type="number"
      inputMode={decimal ? 'decimal' : 'numeric'}
      onChange={(e) => onValueChange(e.target.value)}
      {...props}
    />
  );
}
