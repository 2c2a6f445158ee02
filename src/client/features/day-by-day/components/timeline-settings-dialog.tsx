import { useState, type FormEvent } from 'react';
import { BLOCK_SIZE_MAX, BLOCK_SIZE_MIN, DAY_LENGTH_MAX, DAY_LENGTH_MIN, GRID_SIZE_PRESETS } from '../../../../shared/domain/planner';
import { updateDaySettingsSchema } from '../../../../shared/schemas/day-by-day';
import type { DayByDaySettings } from '../../../../shared/schemas/settings';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useUpdateDaySettings } from '../../../api/day-by-day';

type Errors = Partial<Record<'dayLength' | 'blockSize' | 'startTime', string>>;
const CUSTOM = 'custom';
const isPreset = (size: number) => (GRID_SIZE_PRESETS as readonly number[]).includes(size);

function SettingsForm({ settings, onDone }: { settings: DayByDaySettings; onDone: () => void }) {
  const save = useUpdateDaySettings();
  const [dayLength, setDayLength] = useState(String(settings.dayLength));
  const [grid, setGrid] = useState(isPreset(settings.blockSize) ? String(settings.blockSize) : CUSTOM);
  const [customSize, setCustomSize] = useState(String(settings.blockSize));
  const [startTime, setStartTime] = useState(settings.startTime);
  const [errors, setErrors] = useState<Errors>({});

  const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = updateDaySettingsSchema.safeParse({
      dayLength: num(dayLength),
      blockSize: grid === CUSTOM ? num(customSize) : Number(grid),
      startTime,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="day-length" label="Day length (hours)" hint="How many hours to display (1-8)" error={errors.dayLength}>
        <Input
          id="day-length"
          type="number"
          inputMode="numeric"
          min={DAY_LENGTH_MIN}
          max={DAY_LENGTH_MAX}
          step={1}
          value={dayLength}
          onChange={(e) => setDayLength(e.target.value)}
          aria-invalid={!!errors.dayLength}
          aria-describedby={errors.dayLength ? 'day-length-error' : 'day-length-hint'}
          required
        />
      </FormField>
      <FormField id="grid-size" label="Grid size" error={grid === CUSTOM ? undefined : errors.blockSize}>
        <Select value={grid} onValueChange={setGrid}>
          <SelectTrigger id="grid-size" aria-invalid={grid !== CUSTOM && !!errors.blockSize}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {GRID_SIZE_PRESETS.map((size) => (
              <SelectItem key={size} value={String(size)}>
                {size} minutes
              </SelectItem>
            ))}
            <SelectItem value={CUSTOM}>Custom</SelectItem>
          </SelectContent>
        </Select>
      </FormField>
      {grid === CUSTOM ? (
        <FormField id="custom-grid-size" label="Custom grid size (minutes)" hint={`${BLOCK_SIZE_MIN} to ${BLOCK_SIZE_MAX} minutes`} error={errors.blockSize}>
          <Input
            id="custom-grid-size"
            type="number"
            inputMode="numeric"
            min={BLOCK_SIZE_MIN}
            max={BLOCK_SIZE_MAX}
            step={1}
            value={customSize}
            onChange={(e) => setCustomSize(e.target.value)}
            aria-invalid={!!errors.blockSize}
            aria-describedby={errors.blockSize ? 'custom-grid-size-error' : 'custom-grid-size-hint'}
            required
          />
        </FormField>
      ) : null}
      <FormField id="day-start" label="Start time" error={errors.startTime}>
        <Input
          id="day-start"
          type="time"
          value={startTime}
          onChange={(e) => setStartTime(e.target.value)}
          aria-invalid={!!errors.startTime}
          aria-describedby={errors.startTime ? 'day-start-error' : undefined}
          required
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function TimelineSettingsDialog({
  open,
  settings,
  onOpenChange,
}: {
  open: boolean;
  settings: DayByDaySettings;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Timeline Settings</DialogTitle>
          <DialogDescription>Choose how long the day is, the grid size and when the day starts.</DialogDescription>
        </DialogHeader>
        {open ? <SettingsForm settings={settings} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
