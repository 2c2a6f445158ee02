import type { Student } from '@shared/schemas/students';
import { LoadError } from '@client/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { NO_REQUIREMENT, RequirementOptions } from './requirement-options';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePickProfile, useRequirementProfiles } from '@client/api/hours';

/** Settings › Records: each child's state requirement (picking a state makes the family's editable copy). */
export function RecordsSettingsCard({ students }: { students: readonly Student[] }) {
  const list = useRequirementProfiles();
  const pick = usePickProfile();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Records</h2>
        </CardTitle>
        <CardDescription>
          The state requirement each child&apos;s hours count towards (Records › Hours shows the progress).
          The figures are the states&apos; as of 23 Nov 2026: check your state&apos;s current law.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {list.isError ? (
          <LoadError onRetry={() => list.refetch()} retrying={list.isFetching} />
        ) : list.isPending ? (
          <Skeleton className="h-10" />
        ) : (
          students.map((s) => {
            const current = list.data.picks.find((p) => p.studentId === s.id)?.profileId ?? NO_REQUIREMENT;
            const id = `requirement-${s.id}`;
            return (
              <div key={s.id} className="grid grid-cols-1 items-center gap-1.5 sm:grid-cols-[10rem_1fr]">
                <Label htmlFor={id} className="truncate">
                  {s.name}
                </Label>
                <NativeSelect
                  value={current}
                  disabled={pick.isPending}
                  onValueChange={(v) =>
                    pick.mutate({ studentId: s.id, profileId: v === NO_REQUIREMENT ? null : v })
                  }
                  id={id}
                >
                  <RequirementOptions profiles={list.data} />
                </NativeSelect>
              </div>
            );
          })
        )}
      </CardContent>
    </Card>
  );
}
