import type { Student } from '@shared/schemas/students';
import { Card, CardContent } from '@client/components/ui/card';
import { ChildAvatar } from '@client/components/child-avatar';
import { ProfileName } from './profile-name';

/** The child's avatar, name (editable), 'Level N Student', age and the account's email. */
export function ProfileSummary({
  student,
  level,
  email,
}: {
  student: Student;
  level: number;
  email: string;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <ChildAvatar student={student} size="lg" />
        <div className="flex max-w-full min-w-0 flex-col items-center gap-1 sm:items-start">
          <ProfileName studentId={student.id} name={student.name} />
          <p className="font-semibold text-primary" data-testid="profile-level">
            Level {level} Student
          </p>
          <p className="text-sm text-muted-foreground wrap-anywhere">
            Age {student.age} · {email}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
