import { CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { COUNTRY_OPTIONS, TIMEZONE_OPTIONS, timezoneLabel } from '@shared/domain/settings-options';
import { FormField } from '@client/components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import type { SettingsDraft } from '../settings-draft';

type TimeFields = Pick<SettingsDraft, 'timezone' | 'country' | 'city' | 'startWeek' | 'timeFormat'>;

interface CalendarTimeCardProps {
  value: TimeFields;
  onChange: (patch: Partial<TimeFields>) => void;
  /** More of the section below the fields (the calendar feed). */
  children?: ReactNode;
}

export function CalendarTimeCard({ value, onChange, children }: CalendarTimeCardProps) {
  // A zone or country saved before (e.g. the browser's zone at sign-up) stays selectable.
  const timezones = TIMEZONE_OPTIONS.some((o) => o.value === value.timezone)
    ? TIMEZONE_OPTIONS
    : [{ value: value.timezone, label: timezoneLabel(value.timezone) }, ...TIMEZONE_OPTIONS];
  const countries = COUNTRY_OPTIONS.includes(value.country)
    ? COUNTRY_OPTIONS
    : [value.country, ...COUNTRY_OPTIONS];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <h2 className="flex items-center gap-2">
            <CalendarClock className="size-5 text-primary" aria-hidden="true" /> Calendar &amp; Time
          </h2>
        </CardTitle>
        <CardDescription>
          Sets &quot;today&quot; for your to-dos and attendance, and the clock in the sidebar.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="settings-timezone" label="Timezone">
          <NativeSelect
            value={value.timezone}
            onValueChange={(timezone) => onChange({ timezone })}
            id="settings-timezone"
          >
            {timezones.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="settings-country" label="Country">
          <NativeSelect
            value={value.country}
            onValueChange={(country) => onChange({ country })}
            id="settings-country"
          >
            {countries.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="settings-city" label="City">
          <Input
            id="settings-city"
            value={value.city}
            maxLength={100}
            autoComplete="address-level2"
            onChange={(e) => onChange({ city: e.target.value })}
          />
        </FormField>
        <FormField id="settings-week-start" label="Week starts on">
          <NativeSelect
            value={value.startWeek}
            onValueChange={(v) => onChange({ startWeek: v as TimeFields['startWeek'] })}
            id="settings-week-start"
          >
            <option value="monday">Monday</option>
            <option value="sunday">Sunday</option>
          </NativeSelect>
        </FormField>
        <FormField id="settings-time-format" label="Time format">
          <NativeSelect
            value={value.timeFormat}
            onValueChange={(v) => onChange({ timeFormat: v as TimeFields['timeFormat'] })}
            id="settings-time-format"
          >
            <option value="12h">12-hour (1:30 PM)</option>
            <option value="24h">24-hour (13:30)</option>
          </NativeSelect>
        </FormField>
      </CardContent>
      {children ? <CardContent>{children}</CardContent> : null}
    </Card>
  );
}
