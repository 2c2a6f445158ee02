import { useState } from 'react';
import { RULE_LABELS } from '@shared/messages/hours';
import type { RequirementProfile, RequirementProfileInput } from '@shared/schemas/hours';
import { FormDialogFooter } from '@client/components/form-dialog-footer';
import { FormField } from '@client/components/form-field';
import { LoadError } from '@client/components/load-error';
import { NumberInput } from '@client/components/number-input';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { NO_REQUIREMENT, RequirementOptions } from './requirement-options';
import { Spinner } from '@client/components/ui/spinner';
import { useEditProfile, usePickProfile, useRequirementProfiles } from '@client/api/hours';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import { sourceLine } from './progress-panel';
import { Writes } from '@client/components/writes';
import type * as hoursSchemas from '@shared/schemas/hours';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const requirementProfileInputSchema = lazySchema<typeof hoursSchemas.requirementProfileInputSchema>(() =>
  import('@shared/schemas/hours').then((m) => m.requirementProfileInputSchema),
);

/** The child's requirement: its name and where its figures come from, with Choose and (a family copy) Edit. */
export function RequirementCard({
  studentId,
  profile,
}: {
  studentId: string;
  profile: RequirementProfile | null;
}) {
  const [choosing, setChoosing] = useState(false);
  const [editing, setEditing] = useState(false);
  return (
    <section
      aria-labelledby="requirement-heading"
      className="flex flex-col gap-2 rounded-xl border bg-card p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="requirement-heading" className="text-lg font-semibold">
          State requirement
        </h2>
        <Writes>
          <div className="flex gap-2 print:hidden">
            {profile ? (
              <Button variant="outline" onClick={() => setEditing(true)}>
                Edit figures
              </Button>
            ) : null}
            <Button variant={profile ? 'outline' : 'default'} onClick={() => setChoosing(true)}>
              {profile ? 'Change' : 'Choose requirement'}
            </Button>
          </div>
        </Writes>
      </div>
      {profile ? (
        <>
          <p className="font-medium" data-testid="requirement-name">
            {profile.name} <span className="text-muted-foreground">· {RULE_LABELS[profile.rule]}</span>
          </p>
          {profile.notes ? <p className="text-sm">{profile.notes}</p> : null}
          <p className="text-sm text-muted-foreground">{sourceLine(profile)}</p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          No requirement chosen yet. Your state's law decides what you must log: check it.
        </p>
      )}
      <ChooseDialog studentId={studentId} current={profile} open={choosing} onOpenChange={setChoosing} />
      {profile ? <EditDialog profile={profile} open={editing} onOpenChange={setEditing} /> : null}
    </section>
  );
}

function ChooseDialog({
  studentId,
  current,
  open,
  onOpenChange,
}: {
  studentId: string;
  current: RequirementProfile | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {open ? (
          <ChooseForm studentId={studentId} current={current} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The picker: the family's own copies first, then the states' templates (picking one makes the family's copy). */
export function ChooseForm({
  studentId,
  current,
  onDone,
}: {
  studentId: string;
  current: RequirementProfile | null;
  onDone?: () => void;
}) {
  const list = useRequirementProfiles();
  const pick = usePickProfile();
  const [value, setValue] = useState(current?.id ?? NO_REQUIREMENT);
  const form = useZodForm({
    initial: () => ({ value }),
    check: () => ({ kind: 'ok' as const, payload: null }),
  });
  const chosen = [...(list.data?.own ?? []), ...(list.data?.templates ?? [])].find((p) => p.id === value);
  const onSubmit = form.handleSubmit(() =>
    pick.mutate(
      { studentId, profileId: value === NO_REQUIREMENT ? null : value },
      { onSuccess: () => onDone?.() },
    ),
  );
  if (list.isError) return <LoadError onRetry={() => list.refetch()} retrying={list.isFetching} />;
  if (list.isPending)
    return (
      <div className="flex justify-center p-6">
        <DialogTitle className="sr-only">Choose requirement</DialogTitle>
        <Spinner className="size-6" />
      </div>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Choose requirement</DialogTitle>
        <DialogDescription>
          Pick your state: you get your own copy of its figures, which you can edit. Check your state&apos;s
          current law.
        </DialogDescription>
      </DialogHeader>
      <FormField id="requirement-profile" label="Requirement">
        <NativeSelect value={value} onValueChange={setValue}>
          <RequirementOptions profiles={list.data} />
        </NativeSelect>
      </FormField>
      {chosen ? (
        <div className="rounded-lg bg-muted p-3 text-sm">
          {chosen.notes ? <p>{chosen.notes}</p> : null}
          <p className="text-muted-foreground">{sourceLine(chosen)}</p>
        </div>
      ) : null}
      <FormDialogFooter pending={pick.isPending} submitLabel="Save" onCancel={() => onDone?.()} />
    </form>
  );
}

interface EditState {
  name: string;
  rule: RequirementProfile['rule'];
  targetDays: string;
  hours: string;
  coreHours: string;
  coreHomeHours: string;
  minHoursPerDay: string;
}

const num = (s: string) => (s.trim() === '' ? null : Number(s));

function EditDialog({
  profile,
  open,
  onOpenChange,
}: {
  profile: RequirementProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {open ? <EditForm profile={profile} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Editing the family's copy: one hours figure replaces the grade bands when it is changed. */
function EditForm({ profile, onDone }: { profile: RequirementProfile; onDone: () => void }) {
  const bands = profile.hoursByGrade;
  const single = bands.length === 1 ? String(bands[0]!.hours) : '';
  const check = zodCheck(requirementProfileInputSchema, (f: EditState): RequirementProfileInput => ({
    name: f.name,
    rule: f.rule,
    targetDays: num(f.targetDays),
    hoursByGrade:
      f.hours.trim() === ''
        ? bands.length > 1
          ? bands
          : []
        : [
            {
              fromGrade: bands[0]?.fromGrade ?? 0,
              toGrade: bands.at(-1)?.toGrade ?? 12,
              hours: Number(f.hours),
            },
          ],
    coreHours: num(f.coreHours),
    coreHomeHours: num(f.coreHomeHours),
    minHoursPerDay: num(f.minHoursPerDay),
  }));
  const form = useZodForm({
    initial: (): EditState => ({
      name: profile.name,
      rule: profile.rule,
      targetDays: profile.targetDays?.toString() ?? '',
      hours: single,
      coreHours: profile.coreHours?.toString() ?? '',
      coreHomeHours: profile.coreHomeHours?.toString() ?? '',
      minHoursPerDay: profile.minMinutesPerDay ? String(profile.minMinutesPerDay / 60) : '',
    }),
    check,
    clearErrorOnChange: true,
  });
  const { values, errors, set } = form;
  const edit = useEditProfile();
  return (
    <form
      onSubmit={form.handleSubmit(({ input }) =>
        edit.mutate({ id: profile.id, input }, { onSuccess: onDone, onError: form.showServerErrors }),
      )}
      noValidate
      className="flex flex-col gap-4"
    >
      <DialogHeader>
        <DialogTitle>Edit requirement</DialogTitle>
        <DialogDescription>
          Your copy&apos;s figures become your own: check your state&apos;s current law.
        </DialogDescription>
      </DialogHeader>
      <FormField id="req-name" label="Name" error={errors.name}>
        <Input maxLength={60} {...form.bind('name')} />
      </FormField>
      <FormField id="req-rule" label="Counts" error={errors.rule}>
        <NativeSelect value={values.rule} onValueChange={(v) => set('rule', v as EditState['rule'])}>
          {(Object.keys(RULE_LABELS) as EditState['rule'][]).map((r) => (
            <option key={r} value={r}>
              {RULE_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="req-days" label="Days" error={errors.targetDays}>
          <NumberInput
            min={1}
            max={366}
            value={values.targetDays}
            onValueChange={(v) => set('targetDays', v)}
          />
        </FormField>
        <FormField
          id="req-hours"
          label="Hours"
          error={errors.hoursByGrade}
          hint={
            bands.length > 1
              ? `By grade: ${bands.map((b) => `${b.fromGrade === 0 ? 'K' : b.fromGrade}–${b.toGrade}: ${b.hours}`).join(', ')}. A figure here replaces them.`
              : undefined
          }
        >
          <NumberInput min={1} max={3000} value={values.hours} onValueChange={(v) => set('hours', v)} />
        </FormField>
        <FormField id="req-core" label="Core hours" error={errors.coreHours}>
          <NumberInput
            min={1}
            max={3000}
            value={values.coreHours}
            onValueChange={(v) => set('coreHours', v)}
          />
        </FormField>
        <FormField id="req-core-home" label="Core hours at home" error={errors.coreHomeHours}>
          <NumberInput
            min={1}
            max={3000}
            value={values.coreHomeHours}
            onValueChange={(v) => set('coreHomeHours', v)}
          />
        </FormField>
        <FormField id="req-min" label="Minimum hours per day" error={errors.minHoursPerDay}>
          <NumberInput
            decimal
            min={0.25}
            max={24}
            step={0.25}
            value={values.minHoursPerDay}
            onValueChange={(v) => set('minHoursPerDay', v)}
          />
        </FormField>
      </div>
      <FormDialogFooter
        pending={edit.isPending}
        submitLabel={edit.isPending ? 'Saving…' : 'Save'}
        onCancel={onDone}
      />
    </form>
  );
}
