import {
  CalendarDays,
  CalendarRange,
  Clock,
  ListOrdered,
  Pencil,
  School,
  Timer,
  UserRound,
  Users,
  MapPin,
  UsersRound,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { classColor } from '@shared/domain/class-color';
import { formatWeekdays } from '@shared/domain/class-schedule';
import { schoolYearMessages } from '@shared/messages/school-years';
import { lessonMessages } from '@shared/messages/lessons';
import { studentMessages } from '@shared/messages/students';
import type { ClassDto } from '@shared/schemas/classes';
import { useSchoolYears } from '@client/api/school-years';
import { Button } from '@client/components/ui/button';
import { useMe } from '@client/lib/session';
import { cn } from '@client/lib/utils';
import { classPlaceMessages } from '@shared/messages/class-place';
import { ClassChildren } from './class-children';
import { placeSummary } from './class-place-summary';
import { DeleteClassButton } from './delete-class-button';
import { useCan } from '@client/lib/role';
import { lazyDialog } from '@client/components/lazy-dialog';
import { monthDayYear } from '@client/lib/date-labels';
import { fromIsoDate } from '@shared/domain/dates';

const ClassFormDialog = lazyDialog(() => import('./class-form-dialog').then((m) => m.ClassFormDialog));

const longDate = (d: string) => monthDayYear(fromIsoDate(d));

function dateRange(cls: ClassDto): string | null {
  if (cls.startDate && cls.endDate) return `${longDate(cls.startDate)} – ${longDate(cls.endDate)}`;
  if (cls.startDate) return `From ${longDate(cls.startDate)}`;
  if (cls.endDate) return `Until ${longDate(cls.endDate)}`;
  return null;
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="shrink-0">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

export function ClassCard({ cls }: { cls: ClassDto }) {
  const [editing, setEditing] = useState(false);
  const viewOnly = useCan().viewOnly;
  const students = useMe().data?.students ?? [];
  const range = dateRange(cls);
  const year = useSchoolYears(cls.schoolYearId !== null).data?.find((y) => y.id === cls.schoolYearId);
  const hours = `${cls.hoursPerWeek} ${cls.hoursPerWeek === 1 ? 'hour' : 'hours'} per week`;
  return (
    <li className={cn(classColor(cls.id), 'flex flex-col gap-3 rounded-xl border border-l-4 p-4 shadow-sm')}>
      <div className="flex items-start gap-3">
        <span
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/80 text-2xl"
          aria-hidden="true"
        >
          {cls.emoji}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg leading-tight font-bold wrap-anywhere">{cls.title}</h2>
          {cls.description ? (
            <p className="mt-1 line-clamp-3 text-sm wrap-anywhere whitespace-pre-line">{cls.description}</p>
          ) : null}
        </div>
        <div className="-mt-1 -mr-1 flex shrink-0">
          {viewOnly ? null : (
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-current hover:bg-white/60"
              aria-label={`Edit ${cls.title}`}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
            </Button>
          )}
          <DeleteClassButton cls={cls} />
        </div>
      </div>
      <dl className="flex flex-col gap-1.5 text-sm [&_svg]:size-4">
        <Row icon={<CalendarDays aria-hidden="true" />} label="Days">
          {formatWeekdays(cls.daysOfWeek)}
        </Row>
        <Row icon={<Clock aria-hidden="true" />} label="Time">
          {cls.classTimes}
        </Row>
        <Row icon={<Timer aria-hidden="true" />} label="Hours per week">
          {hours}
        </Row>
        {cls.teacherPlatform ? (
          <Row icon={<UserRound aria-hidden="true" />} label="Teacher or platform">
            <span className="wrap-anywhere">{cls.teacherPlatform}</span>
          </Row>
        ) : null}
        {placeSummary(cls) ? (
          <Row icon={<MapPin aria-hidden="true" />} label={classPlaceMessages.placeField}>
            <span className="wrap-anywhere">{placeSummary(cls)}</span>
          </Row>
        ) : null}
        {cls.together && students.length >= 2 ? (
          <Row icon={<UsersRound aria-hidden="true" />} label={classPlaceMessages.togetherField}>
            {classPlaceMessages.togetherField}
          </Row>
        ) : null}
        {students.length >= 2 ? (
          <Row icon={<Users aria-hidden="true" />} label={studentMessages.classChildren}>
            <ClassChildren students={students} studentIds={cls.studentIds} />
          </Row>
        ) : null}
        {year ? (
          <Row icon={<School aria-hidden="true" />} label={schoolYearMessages.classYearLabel}>
            <span className="wrap-anywhere">{year.name}</span>
          </Row>
        ) : null}
        {range ? (
          <Row icon={<CalendarRange aria-hidden="true" />} label="Dates">
            {range}
          </Row>
        ) : null}
      </dl>
      <Button
        asChild
        variant="outline"
        size="sm"
        className="mt-auto self-start border-current/30 bg-white/70 text-current hover:bg-white"
      >
        <Link to={`/classes/${cls.id}/lessons`} aria-label={lessonMessages.openPlanFor(cls.title)}>
          <ListOrdered aria-hidden="true" /> {lessonMessages.openPlan}
        </Link>
      </Button>
      <ClassFormDialog cls={cls} open={editing} onOpenChange={setEditing} />
    </li>
  );
}
