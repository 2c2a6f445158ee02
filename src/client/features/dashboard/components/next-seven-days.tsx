import { classColor } from '@shared/domain/class-color';
import { fromIsoDate } from '@shared/domain/dates';
import { classesByDate, nextSevenDays } from '@shared/domain/weekly-plan';
import type { Dashboard } from '@shared/schemas/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { shortWeekdayMonthDay } from '@client/lib/date-labels';
import { cn } from '@client/lib/utils';

export function NextSevenDays({ data }: { data: Dashboard }) {
  const days = classesByDate(data.classes, nextSevenDays(data.today));
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>
          <h2>Next 7 Days</h2>
        </CardTitle>
        <CardDescription>Upcoming classes</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {days.map(({ date, classes }) => (
            <li key={date} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:gap-4">
              <p className="w-32 shrink-0 text-sm font-medium">
                {date === data.today ? 'Today' : shortWeekdayMonthDay(fromIsoDate(date))}
              </p>
              {classes.length === 0 ? (
                <p className="text-sm text-muted-foreground">No classes scheduled</p>
              ) : (
                <ul className="flex min-w-0 flex-wrap gap-1.5">
                  {classes.map((c) => (
                    <li
                      key={c.id}
                      className={cn(
                        'min-w-0 rounded-md border-l-4 px-2 py-0.5 text-sm wrap-anywhere',
                        classColor(c.id),
                      )}
                    >
                      <span aria-hidden>{c.emoji}</span> {c.title}{' '}
                      <span className="opacity-80">· {c.classTimes}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
