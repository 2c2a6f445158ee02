import type { Settings } from '@shared/schemas/settings';
import { Button } from '@client/components/ui/button';
import type { FormCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import { cn } from '@client/lib/utils';
import { useSaveSettings } from '@client/api/settings';
import { isDirty, toDraft, type SettingsDraft } from '../settings-draft';
import { CalendarFeedSection } from './calendar-feed-section';
import { CalendarTimeCard } from './calendar-time-card';
import { AppearanceCard } from './coming-soon-cards';
import { CustomMessagesCard } from './custom-messages-card';

export function SettingsForm({ saved }: { saved: Settings }) {
  const save = useSaveSettings();
  // No checks on the client (every value comes from a bounded control); saving needs a change and no save under way.
  const form = useZodForm({
    initial: () => toDraft(saved),
    check: (draft: SettingsDraft): FormCheck<SettingsDraft, never> =>
      isDirty(draft, saved) && !save.isPending ? { kind: 'ok', payload: draft } : { kind: 'blank' },
  });
  const draft = form.values;
  const dirty = isDirty(draft, saved);
  const onValid = (next: SettingsDraft) =>
    save.mutate(next, { onSuccess: (settings) => form.setValues(toDraft(settings)) });

  return (
    <form onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-6" noValidate>
      <CustomMessagesCard
        messages={draft.customMessages}
        onChange={(customMessages) => form.set('customMessages', customMessages)}
      />
      <CalendarTimeCard value={draft} onChange={(patch) => form.setValues((d) => ({ ...d, ...patch }))}>
        <CalendarFeedSection />
      </CalendarTimeCard>
      <AppearanceCard theme={saved.theme} />
      <div className="sticky bottom-0 z-10 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p
            aria-live="polite"
            className={cn(
              'text-sm',
              dirty ? 'font-semibold text-warning-foreground' : 'text-muted-foreground',
            )}
          >
            {dirty ? 'You have unsaved changes' : 'All changes saved'}
          </p>
          <Button type="submit" disabled={!dirty || save.isPending}>
            {save.isPending ? 'Saving...' : dirty ? 'Save Settings' : 'No Changes'}
          </Button>
        </div>
      </div>
    </form>
  );
}
