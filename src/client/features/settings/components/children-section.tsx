import { Plus } from 'lucide-react';
import { useState } from 'react';
import { MAX_CHILDREN } from '@shared/domain/students';
import { studentMessages as m } from '@shared/messages/students';
import type { Student } from '@shared/schemas/students';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { useReorderStudents } from '@client/api/students';
import { canAddChild, canRemoveChild, moveId } from '../children';
import { useCan } from '@client/lib/role';
import { ChildFormDialog } from './children-form-dialog';
import { ChildRow } from './children-row';

const LAST_CHILD_HINT = 'children-last-child-hint';
const LIMIT_HINT = 'children-limit-hint';

/** Settings → Children: the family's children in order; add, edit, reorder and remove them. */
export function ChildrenSection({ students }: { students: readonly Student[] }) {
  const [adding, setAdding] = useState(false);
  const reorder = useReorderStudents();
  const addable = canAddChild(students.length);
  const removable = canRemoveChild(students.length);
  const onMove = (index: number, delta: -1 | 1) =>
    reorder.mutate(
      moveId(
        students.map((s) => s.id),
        index,
        delta,
      ),
    );

  // Adding and removing children is the parent's (ADR 024).
  const canAdd = useCan().own;
  return (
    <section aria-labelledby="children-heading">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id="children-heading" className="text-xl font-semibold">
              {m.sectionTitle}
            </h2>
          </CardTitle>
          <CardDescription>{m.sectionDescription}</CardDescription>
          {canAdd ? (
            <CardAction>
              <Button
                onClick={() => setAdding(true)}
                disabled={!addable}
                aria-describedby={addable ? undefined : LIMIT_HINT}
              >
                <Plus aria-hidden="true" /> {m.addChild}
              </Button>
            </CardAction>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <ul className="flex flex-col gap-2" aria-label={m.childList}>
            {students.map((s, i) => (
              <ChildRow
                key={s.id}
                student={s}
                family={students}
                index={i}
                reordering={reorder.isPending}
                onMove={onMove}
                removable={removable}
                lastChildHintId={LAST_CHILD_HINT}
              />
            ))}
          </ul>
          {removable ? null : (
            <p id={LAST_CHILD_HINT} className="text-sm text-muted-foreground">
              {m.lastChildHint}
            </p>
          )}
          {addable ? null : (
            <p id={LIMIT_HINT} className="text-sm text-muted-foreground">
              {m.tooMany(MAX_CHILDREN)}
            </p>
          )}
        </CardContent>
      </Card>
      <ChildFormDialog family={students} open={adding} onOpenChange={setAdding} />
    </section>
  );
}
