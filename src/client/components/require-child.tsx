import { Fragment, type ReactNode } from 'react';
import { studentMessages } from '../../shared/messages/students';
import type { Student } from '../../shared/schemas/students';
import { useCurrentChild } from '../lib/current-child';
import { ChildAvatar } from './child-avatar';
import { Button } from './ui/button';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';

/** 'Choose a child to see this page.' with a button per child. */
export function ChooseChildPrompt() {
  const { students, setChild } = useCurrentChild();
  return (
    <Card className="mx-auto w-full max-w-xl" data-testid="choose-child">
      <CardHeader>
        <CardTitle>
          <h2>{studentMessages.chooseChild}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-wrap gap-2">
          {students.map((s) => (
            <li key={s.id}>
              <Button variant="outline" onClick={() => setChild(s.id)}>
                <ChildAvatar student={s} size="sm" /> {s.name}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * A per-child page's content: rendered with the current child, or (under 'All children') `header` and the
 * prompt to choose one. Keyed by the child, so a switch starts the page's local state (drafts, selections)
 * afresh.
 */
export function RequireChild({
  header,
  children,
}: {
  header?: ReactNode;
  children: (child: Student) => ReactNode;
}) {
  const { child } = useCurrentChild();
  if (!child) {
    return (
      <>
        {header}
        <ChooseChildPrompt />
      </>
    );
  }
  return <Fragment key={child.id}>{children(child)}</Fragment>;
}
