import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import { Button } from '@client/components/ui/button';

/** The dialog (with the sample's schema and the uploads) loads on the first tap, outside the dashboard's first load. */
const LearnedThisDialog = lazy(() => import('./learned-this-dialog'));

/**
 * A signed-in child's "I learned this" on their dashboard: a large button that opens the dialog. Lazy-loaded by
 * the dashboard for a child only, so its words stay out of the dashboard's first load.
 */
export default function LearnedThisButton({ studentId }: { studentId: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        size="lg"
        className="h-14 px-6 text-lg print:hidden"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Sparkles aria-hidden="true" className="size-6" /> {m.learnedThis}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <LearnedThisDialog studentId={studentId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
