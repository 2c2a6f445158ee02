import { Plus } from 'lucide-react';
import { useState } from 'react';
import { schoolYearMessages as m } from '@shared/messages/school-years';
import { useSchoolYears } from '../../api/school-years';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { SchoolYearsView } from '../../features/school-years/components/school-years-view';
import { lazyDialog } from '@client/components/lazy-dialog';

const YearFormDialog = lazyDialog(() =>
  import('../../features/school-years/components/year-form-dialog').then((m) => m.YearFormDialog),
);

/** School Year: the family's school years with their terms and breaks. */
export default function SchoolYearPage() {
  const [adding, setAdding] = useState(false);
  const years = useSchoolYears();
  return (
    <>
      <PageHeader
        title={m.pageTitle}
        description={m.pageDescription}
        actions={
          years.data?.length ? (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" /> {m.addYear}
            </Button>
          ) : null
        }
      />
      <SchoolYearsView onAdd={() => setAdding(true)} />
      <YearFormDialog years={years.data ?? []} open={adding} onOpenChange={setAdding} />
    </>
  );
}
