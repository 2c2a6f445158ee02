import { useState, type FormEvent } from 'react';
import { BLOCK_COLORS, BLOCK_COLOR_LABELS, DEFAULT_BLOCK_COLOR, type BlockColor } from '../../../../shared/domain/block-colors';
import { BLOCK_DURATION_DEFAULT, BLOCK_DURATION_MAX, BLOCK_DURATION_MIN } from '../../../../shared/domain/planner';
import { createBlockSchema, type DayBlock } from '../../../../shared/schemas/day-by-day';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/utils';
import { useCreateBlock, useUpdateBlock } from '../../../api/day-by-day';
import { blockBgClass } from '../block-color-classes';

type Errors = Partial<Record<'name' | 'description' | 'purpose' | 'defaultDuration' | 'color', string>>;

function BlockForm({ block, onDone }: { block: DayBlock | null; onDone: () => void }) {
  const create = useCreateBlock();
  const update = useUpdateBlock();
  const [name, setName] = useState(block?.name ?? '');
  const [description, setDescription] = useState(block?.description ?? '');
  const [purpose, setPurpose] = useState(block?.purpose ?? '');
  const [duration, setDuration] = useState(String(block?.defaultDuration ?? BLOCK_DURATION_DEFAULT));
  const [color, setColor] = useState<BlockColor>(block?.color ?? DEFAULT_BLOCK_COLOR);
  const [errors, setErrors] = useState<Errors>({});
  const pending = create.isPending || update.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = createBlockSchema.safeParse({
      name,
      description,
      purpose,
      defaultDuration: duration.trim() === '' ? Number.NaN : Number(duration),
      color,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    if (block) update.mutate({ id: block.id, patch: parsed.data }, { onSuccess: onDone });
    else create.mutate(parsed.data, { onSuccess: onDone });
  };

  const describedBy = (field: keyof Errors, hint = false) => (errors[field] ? `block-${field}-error` : hint ? `block-${field}-hint` : undefined);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="block-name" label="Name" error={errors.name}>
        <Input id="block-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} aria-invalid={!!errors.name} aria-describedby={describedBy('name')} autoComplete="off" required />
      </FormField>
      <FormField id="block-description" label="Description" error={errors.description}>
        <Textarea id="block-description" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} aria-invalid={!!errors.description} aria-describedby={describedBy('description')} />
      </FormField>
      <FormField id="block-purpose" label="Purpose" error={errors.purpose}>
        <Input id="block-purpose" value={purpose} onChange={(e) => setPurpose(e.target.value)} maxLength={200} aria-invalid={!!errors.purpose} aria-describedby={describedBy('purpose')} autoComplete="off" />
      </FormField>
      <FormField id="block-defaultDuration" label="Default duration (minutes)" error={errors.defaultDuration} hint={`${BLOCK_DURATION_MIN} to ${BLOCK_DURATION_MAX} minutes`}>
        <Input
          id="block-defaultDuration"
          type="number"
          inputMode="numeric"
          min={BLOCK_DURATION_MIN}
          max={BLOCK_DURATION_MAX}
          step={5}
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
          aria-invalid={!!errors.defaultDuration}
          aria-describedby={describedBy('defaultDuration', true)}
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
              <input type="radio" name="block-color" value={c} checked={color === c} onChange={() => setColor(c)} className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0" />
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : block ? 'Save Changes' : 'Create Block'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Create Block / Edit Block. `block` null creates; the form remounts for each block it opens with. */
export function BlockFormDialog({ open, block, onOpenChange }: { open: boolean; block: DayBlock | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{block ? 'Edit Block' : 'Create Block'}</DialogTitle>
          <DialogDescription>A reusable block you can drop onto today&apos;s timeline.</DialogDescription>
        </DialogHeader>
        {open ? <BlockForm key={block?.id ?? 'new'} block={block} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
