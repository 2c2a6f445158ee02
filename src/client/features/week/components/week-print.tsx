import { fromIsoDate } from '@shared/domain/dates';
import { lessonPlanMessages as m } from '@shared/messages/lesson-plan';
import type { Week, WeekClass } from '@shared/schemas/lesson-plan';
import { monthDay, weekdayName } from '@client/lib/date-labels';
import { weekRange } from '../week-range';
import '@client/components/print-sheet.css';

/**
 * The week as a printed checklist, one child per page: only in print, where the print stylesheet hides
 * everything else of the page.
 */
export function WeekPrint({ week, classes }: { week: Week; classes: ReadonlyMap<string, WeekClass> }) {
  return (
    <div className="print-sheet week-print" data-testid="week-print">
      {week.children.map(({ student, days }) => (
        <section key={student.id} className="week-print-child">
          <h1>
            {student.name} — {weekRange(week.start)}
          </h1>
          {days.map((day) => {
            const d = fromIsoDate(day.date);
            return (
              <div key={day.date} className="week-print-day">
                <h2>
                  {weekdayName(d)}, {monthDay(d)}
                  {day.breakLabel ? ` · ${m.breakDay}: ${day.breakLabel}` : ''}
                  {day.absent ? ` · ${m.absentDay}` : ''}
                </h2>
                {day.lessons.length ? (
                  <ul>
                    {day.lessons.map((l) => {
                      const cls = classes.get(l.classId);
                      return (
                        <li key={l.lessonId}>
                          <span className="week-print-box" aria-hidden="true">
                            {l.done ? '✓' : ''}
                          </span>
                          {cls ? `${cls.title}: ` : ''}
                          {l.title} <span className="week-print-minutes">({l.minutes} min)</span>
                        </li>
                      );
                    })}
                  </ul>
                ) : (
                  <p className="week-print-none">{m.noLessonsDay}</p>
                )}
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
