import {
  BLOCK_SIZE_MAX,
  BLOCK_SIZE_MIN,
  DAY_LENGTH_MAX,
  DAY_LENGTH_MIN,
  GRID_SIZE_PRESETS,
} from '@shared/domain/planner';
import { updateDaySettingsSchema } from '@shared/schemas/day-by-day';
import type { DayByDaySettings } from '@shared/schemas/settings';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import { useUpdateDaySettings } from '@client/api/day-by-day';

const CUSTOM = 'custom';
const isPreset = (size: number) => (GRID_SIZE_PRESETS as readonly number[]).includes(size);

/** The inputs as typed; `grid` is a preset size or CUSTOM (then `customSize` counts). */
interface Values {
  dayLength: string;
  grid: string;
  customSize: string;
  startTime: string;
}

const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
const check = zodCheck(updateDaySettingsSchema, (v: Values) => ({
  dayLength: num(v.dayLength),
  blockSize: v.grid === CUSTOM ? num(v.customSize) : Number(v.grid),
  startTime: v.startTime,
}));

function SettingsForm({ settings, onDone }: { settings: DayByDaySettings; onDone: () => void }) {
  const save = useUpdateDaySettings();
  const form = useZodForm({
    initial: (): Values => ({
      dayLength: String(settings.dayLength),
      grid: isPreset(settings.blockSize) ? String(settings.blockSize) : CUSTOM,
      customSize: String(settings.blockSize),
      startTime: settings.startTime,
    }),
    check,
  });
  const { values, errors, set } = form;
  const grid = values.grid;
  const submit = form.handleSubmit(({ data }) => save.mutate(data, { onSuccess: onDone }));

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        id="day-length"
        label="Day length (hours)"
        hint="How many hours to display (1-8)"
        error={errors.dayLength}
      >
        <NumberInput
          min={DAY_LENGTH_MIN}
          max={DAY_LENGTH_MAX}
          step={1}
          value={values.dayLength}
          onValueChange={(v) => set('dayLength', v)}
          required
        />
      </FormField>
      <FormField id="grid-size" label="Grid size" error={grid === CUSTOM ? undefined : errors.blockSize}>
        <Select value={grid} onValueChange={(v) => set('grid', v)}>
          <SelectTrigger>
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
        <FormField
          id="custom-grid-size"
          label="Custom grid size (minutes)"
          hint={`${BLOCK_SIZE_MIN} to ${BLOCK_SIZE_MAX} minutes`}
          error={errors.blockSize}
        >
          <NumberInput
            min={BLOCK_SIZE_MIN}
            max={BLOCK_SIZE_MAX}
            step={1}
            value={values.customSize}
            onValueChange={(v) => set('customSize', v)}
            required
          />
        </FormField>
      ) : null}
      <FormField id="day-start" label="Start time" error={errors.startTime}>
        <Input type="time" {...form.bind('startTime')} required />
      </FormField>
      <FormDialogFooter
        pending={save.isPending}
        submitLabel={save.isPending ? 'Saving...' : 'Save Settings'}
        onCancel={onDone}
      />
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
          <DialogDescription>
            Choose how long the day is, the grid size and when the day starts.
          </DialogDescription>
        </DialogHeader>
        {open ? <SettingsForm settings={settings} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
