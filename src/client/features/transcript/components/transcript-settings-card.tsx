import { transcriptMessages as m } from '@shared/messages/transcript';
import type { RecordsSettings } from '@shared/schemas/transcript';
import { useSaveRecordsSettings } from '@client/api/transcript';
import { FormField } from '@client/components/form-field';
import { NumberInput } from '@client/components/number-input';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import type * as transcriptSchemas from '@shared/schemas/transcript';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const recordsSettingsSchema = lazySchema<typeof transcriptSchemas.recordsSettingsSchema>(() =>
  import('@shared/schemas/transcript').then((m) => m.recordsSettingsSchema),
);

type FormState = Record<keyof RecordsSettings, string>;

const check = zodCheck(recordsSettingsSchema, (f: FormState) => ({
  hoursPerCredit: Number(f.hoursPerCredit),
  honorsBonus: Number(f.honorsBonus),
  apBonus: Number(f.apBonus),
  dualBonus: Number(f.dualBonus),
}));

const FIELDS = [
  ['hoursPerCredit', m.hoursPerCredit, false],
  ['honorsBonus', m.honorsBonus, true],
  ['apBonus', m.apBonus, true],
  ['dualBonus', m.dualBonus, true],
] as const;

/** The family's transcript settings: hours per credit and the weighted GPA bonuses. */
export function TranscriptSettingsCard({ settings }: { settings: RecordsSettings }) {
  const form = useZodForm({
    initial: (): FormState => ({
      hoursPerCredit: String(settings.hoursPerCredit),
      honorsBonus: String(settings.honorsBonus),
      apBonus: String(settings.apBonus),
      dualBonus: String(settings.dualBonus),
    }),
    check,
    clearErrorOnChange: true,
  });
  const save = useSaveRecordsSettings();
  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle>
          <h2>{m.settingsTitle}</h2>
        </CardTitle>
        <CardDescription>{m.settingsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={form.handleSubmit(({ data }) => save.mutate(data, { onError: form.showServerErrors }))}
          className="flex flex-col gap-4"
        >
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {FIELDS.map(([field, label, decimal]) => (
              <FormField key={field} id={`records-${field}`} label={label} error={form.errors[field]}>
                <NumberInput
                  decimal={decimal}
                  min={decimal ? 0 : 1}
                  max={decimal ? 2 : 1000}
                  step={decimal ? 0.05 : 1}
                  value={form.values[field]}
                  onValueChange={(v) => form.set(field, v)}
                />
              </FormField>
            ))}
          </div>
          <Button type="submit" className="self-start" disabled={save.isPending}>
            {m.save}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
