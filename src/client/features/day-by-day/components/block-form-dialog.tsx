import {
  BLOCK_COLORS,
  BLOCK_COLOR_LABELS,
  DEFAULT_BLOCK_COLOR,
  type BlockColor,
} from '@shared/domain/block-colors';
import { BLOCK_DURATION_DEFAULT, BLOCK_DURATION_MAX, BLOCK_DURATION_MIN } from '@shared/domain/planner';
import { createBlockSchema, type DayBlock } from '@shared/schemas/day-by-day';
import { FormDialogFooter } from '@client/components/form-dialog-footer';
import { FormField } from '@client/components/form-field';
import { NumberInput } from '@client/components/number-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import { cn } from '@client/lib/utils';
import { useCreateBlock, useUpdateBlock } from '@client/api/day-by-day';
import { blockBgClass } from '../block-color-classes';

interface Values {
  name: string;
  description: string;
  purpose: string;
  /** As typed; blank is not a number. */
  duration: string;
  color: BlockColor;
}

const check = zodCheck(createBlockSchema, ({ duration, ...rest }: Values) => ({
  ...rest,
  defaultDuration: duration.trim() === '' ? Number.NaN : Number(duration),
}));

function BlockForm({ block, onDone }: { block: DayBlock | null; onDone: () => void }) {
  const create = useCreateBlock();
  const update = useUpdateBlock();
  const form = useZodForm({
    initial: (): Values => ({
      name: block?.name ?? '',
      description: block?.description ?? '',
      purpose: block?.purpose ?? '',
      duration: String(block?.defaultDuration ?? BLOCK_DURATION_DEFAULT),
      color: block?.color ?? DEFAULT_BLOCK_COLOR,
    }),
    check,
  });
  const { values, errors, set } = form;
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit(({ data }) => {
    if (block) update.mutate({ id: block.id, patch: data }, { onSuccess: onDone });
    else create.mutate(data, { onSuccess: onDone });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="block-name" label="Name" error={errors.name}>
        <Input {...form.bind('name')} maxLength={100} autoComplete="off" required />
      </FormField>
      <FormField id="block-description" label="Description" error={errors.description}>
        <Textarea {...form.bind('description')} maxLength={500} />
      </FormField>
      <FormField id="block-purpose" label="Purpose" error={errors.purpose}>
        <Input {...form.bind('purpose')} maxLength={200} autoComplete="off" />
      </FormField>
      <FormField
        id="block-defaultDuration"
        label="Default duration (minutes)"
        error={errors.defaultDuration}
        hint={`${BLOCK_DURATION_MIN} to ${BLOCK_DURATION_MAX} minutes`}
      >
        <NumberInput
          min={BLOCK_DURATION_MIN}
          max={BLOCK_DURATION_MAX}
          step={5}
          value={values.duration}
          onValueChange={(v) => set('duration', v)}
          required
        />
      </FormField>
      <div className="flex flex-col gap-2">
        <p id="block-color-label" className="text-sm font-semibold">
          Colour
        </p>
        <div role="radiogroup" aria-labelledby="block-color-label" className="flex flex-wrap gap-2">
          {BLOCK_COLORS.map((c) => (
            <label key={c} className="relative cursor-pointer">
              <input
                type="radio"
                name="block-color"
                value={c}
                checked={values.color === c}
                onChange={() => set('color', c)}
                className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              <span className="sr-only">{BLOCK_COLOR_LABELS[c]}</span>
              <span
                aria-hidden
                title={BLOCK_COLOR_LABELS[c]}
                className={cn(
                  'block size-9 rounded-full border border-black/15 transition-shadow peer-checked:ring-[3px] peer-checked:ring-foreground peer-checked:ring-offset-2 peer-checked:ring-offset-background peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-ring',
                  blockBgClass[c],
                )}
              />
            </label>
          ))}
        </div>
      </div>
      <FormDialogFooter
        pending={pending}
        submitLabel={pending ? 'Saving...' : block ? 'Save Changes' : 'Create Block'}
        onCancel={onDone}
      />
    </form>
  );
}

/** Create Block / Edit Block. `block` null creates; the form remounts for each block it opens with. */
export function BlockFormDialog({
  open,
  block,
  onOpenChange,
}: {
  open: boolean;
  block: DayBlock | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{block ? 'Edit Block' : 'Create Block'}</DialogTitle>
          <DialogDescription>A reusable block you can drop onto today&apos;s timeline.</DialogDescription>
        </DialogHeader>
        {open ? (
          <BlockForm key={block?.id ?? 'new'} block={block} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
