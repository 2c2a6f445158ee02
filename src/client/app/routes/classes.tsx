import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { ClassesList } from '../../features/classes/components/classes-list';
import { lazyDialog } from '@client/components/lazy-dialog';

const ClassFormDialog = lazyDialog(() =>
  import('../../features/classes/components/class-form-dialog').then((m) => m.ClassFormDialog),
);

export default function ClassesPage() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title="Classes"
        description="Manage your homeschool curriculum and class schedule"
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> Add Class
          </Button>
        }
      />
      <ClassesList onAdd={() => setAdding(true)} />
      <ClassFormDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
