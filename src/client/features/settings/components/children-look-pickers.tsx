import { RadioGroup } from 'radix-ui';
import { STUDENT_COLORS, STUDENT_EMOJIS, type StudentColor } from '@shared/domain/students';
import { FormFieldset } from '@client/components/form-field';
import { cn } from '@client/lib/utils';
import { childDotClass } from '@client/components/child-colors';

const itemClass =
  'flex size-11 items-center justify-center rounded-full border-2 border-transparent outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/60 data-[state=checked]:border-foreground';

const colorName = (c: StudentColor) => c.charAt(0).toUpperCase() + c.slice(1);

/** The child's colour: a radio group of swatches (arrow keys move and choose, as radio groups do). */
export function ColorPicker({
  value,
  onChange,
  legend,
  error,
}: {
  value: StudentColor;
  onChange: (c: StudentColor) => void;
  legend: string;
  error?: string;
}) {
  return (
    <FormFieldset id="child-color" legend={legend} error={error}>
      <RadioGroup.Root
        value={value}
        onValueChange={(v) => onChange(v as StudentColor)}
        aria-label={legend}
        className="flex flex-wrap gap-1.5"
      >
        {STUDENT_COLORS.map((c) => (
          <RadioGroup.Item
            key={c}
            value={c}
            aria-label={colorName(c)}
            title={colorName(c)}
            className={itemClass}
          >
            <span aria-hidden="true" className={cn('size-7 rounded-full', childDotClass[c])} />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </FormFieldset>
  );
}

/** The child's emoji avatar. */
export function EmojiPicker({
  value,
  onChange,
  legend,
  error,
}: {
  value: string;
  onChange: (emoji: string) => void;
  legend: string;
  error?: string;
}) {
  return (
    <FormFieldset id="child-emoji" legend={legend} error={error}>
      <RadioGroup.Root
        value={value}
        onValueChange={onChange}
        aria-label={legend}
        className="flex flex-wrap gap-1.5"
      >
        {STUDENT_EMOJIS.map((e) => (
          <RadioGroup.Item
            key={e}
            value={e}
            aria-label={e}
            className={cn(itemClass, 'text-2xl leading-none data-[state=checked]:bg-muted')}
          >
            {e}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </FormFieldset>
  );
}
