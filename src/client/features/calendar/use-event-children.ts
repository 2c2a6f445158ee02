import { useCallback, useMemo } from 'react';
import type { CalendarEvent } from '@shared/schemas/calendar';
import type { Student } from '@shared/schemas/students';
import { useClassChoices } from '../../api/classes';
import { useMe } from '../../lib/session';
import { eventChildren } from './child-marks';

export type EventChildren = (event: CalendarEvent) => Student[];

/**
 * Which children each event is marked for. A class's events carry no child, so its enrolment comes from the
 * class list, loaded only when the family has two or more children (one child: nothing to mark).
 */
export function useEventChildren(): EventChildren {
  const me = useMe().data;
  const students = useMemo(() => me?.students ?? [], [me]);
  const classes = useClassChoices(students.length >= 2);
  const byClass = useMemo(
    () => new Map((classes.data ?? []).map((c) => [c.id, c.studentIds])),
    [classes.data],
  );
  return useCallback((event: CalendarEvent) => eventChildren(event, students, byClass), [students, byClass]);
}
