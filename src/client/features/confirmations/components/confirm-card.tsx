import { CheckCheck } from 'lucide-react';
import { Link } from 'react-router';
import { confirmationMessages as m } from '@shared/messages/confirmations';
import { useConfirmations } from '@client/api/confirmations';
import { Button } from '@client/components/ui/button';

/**
 * The dashboard's 'To confirm' card (ADR 024): shown only while a child's tick waits for a parent, with a link
 * to the list. Lazy-loaded by the dashboard, and only when the family has the setting on.
 */
export default function ConfirmCard() {
  const list = useConfirmations();
  const count = list.data?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <section
      aria-labelledby="confirm-card-heading"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 print:hidden"
      data-testid="confirm-card"
    >
      <CheckCheck className="size-6 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-[12rem] flex-1">
        <h2 id="confirm-card-heading" className="font-semibold">
          {m.title}
        </h2>
        <p className="text-sm text-muted-foreground">{m.cardCount(count)}</p>
      </div>
      <Button asChild size="lg">
        <Link to="/confirm">{m.review}</Link>
      </Button>
    </section>
  );
}
