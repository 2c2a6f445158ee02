import { Repeat } from 'lucide-react';
import { lessonMessages as msg } from '@shared/messages/lessons';
import { loopMessages as m } from '@shared/messages/loops';
import type { LessonPlan as Plan } from '@shared/schemas/lessons';
import type { Student } from '@shared/schemas/students';
import { ChildAvatar } from '@client/components/child-avatar';
import { planDay } from '../plan-day';

/**
 * A loop class's lesson plan (ADR 041): a note that the lessons are a loop's items, and each child's next items
 * (after the last one done) with the day they come on.
 */
export function LoopProgress({ plan, enrolled }: { plan: Plan; enrolled: readonly Student[] }) {
  const byId = new Map(enrolled.map((s) => [s.id, s]));
  const titles = new Map(plan.lessons.map((l) => [l.id, l.title]));
  return (
    <section className="flex flex-col gap-3" aria-labelledby="loop-note">
      <p id="loop-note" className="flex items-start gap-2 rounded-xl border bg-muted/40 p-3 text-sm">
        <Repeat className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{m.planNote(plan.class.loopPerDay ?? 1)}</span>
      </p>
      {plan.children.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">{msg.noChildren}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Progress">
          {plan.children.map((child) => {
            const student = byId.get(child.studentId);
            const next = (child.loopNext ?? []).map((id) => titles.get(id) ?? '').filter(Boolean);
            return (
              <li
                key={child.studentId}
                className="flex items-start gap-3 rounded-xl border bg-card p-3 shadow-xs"
                data-testid="loop-next"
              >
                {student ? <ChildAvatar student={student} /> : null}
                <div className="min-w-0 flex-1">
                  {student ? <p className="font-semibold wrap-anywhere">{student.name}</p> : null}
                  <p className="text-sm wrap-anywhere">
                    {m.next}: {next.join(', ')}
                    {child.nextDate ? ` · ${planDay(child.nextDate, plan.today)}` : ''}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
