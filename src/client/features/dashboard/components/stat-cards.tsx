import { BookOpen, CalendarDays, CheckCircle2, Clock, Percent, type LucideIcon } from 'lucide-react';
import type { Dashboard } from '@shared/schemas/dashboard';
import { Card, CardContent } from '@client/components/ui/card';

function Stat({
  label,
  value,
  hint,
  icon: Icon,
  tone,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <Card className="gap-0 py-4">
      <CardContent className="flex items-center gap-3 px-4">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-xs leading-tight font-medium text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold leading-tight">{value}</p>
          {hint ? <p className="text-xs leading-tight text-muted-foreground">{hint}</p> : null}
        </div>
      </CardContent>
    </Card>
  );
}

export function StatCards({ data }: { data: Dashboard }) {
  const { attendance } = data;
  return (
    <section aria-label="Statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <Stat
        label="Total Classes"
        value={String(data.classes.length)}
        icon={BookOpen}
        tone="bg-sky-100 text-sky-700"
      />
      <Stat
        label="Upcoming Events"
        value={String(data.upcomingEventsThisWeek)}
        hint="this week"
        icon={CalendarDays}
        tone="bg-violet-100 text-violet-700"
      />
      <Stat
        label="This Week's Attendance"
        value={`${attendance.weekPresent}/${attendance.weekRecorded}`}
        hint="days attended / recorded"
        icon={CheckCircle2}
        tone="bg-emerald-100 text-emerald-700"
      />
      <Stat
        label="Attendance Rate"
        value={attendance.overallRecorded ? `${attendance.ratePercent}%` : '—'}
        hint={attendance.overallRecorded ? 'overall' : 'no days recorded yet'}
        icon={Percent}
        tone="bg-amber-100 text-amber-800"
      />
      <Stat
        label="Total Hours per Week"
        value={String(data.totalHoursPerWeek)}
        hint="scheduled class hours"
        icon={Clock}
        tone="bg-rose-100 text-rose-700"
      />
    </section>
  );
}
