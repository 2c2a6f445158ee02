import type { ComponentProps } from 'react';
import { CheckIcon } from 'lucide-react';
import { membersMessages as m } from '../../shared/messages/members';
import { useCan } from '../lib/role';
import { cn } from '../lib/utils';
import { Checkbox } from './ui/checkbox';

/**
 * A lesson's or an item's tick box, for whoever may tick (ADR 024); a viewer sees a read-only mark in its
 * place ('Done' / 'Not done'), no control.
 */
export function TickBox(props: ComponentProps<typeof Checkbox>) {
  const canTick = useCan().tick;
  if (canTick) return <Checkbox {...props} />;
  const done = props.checked === true;
  return (
    <span
      id={props.id}
      role="img"
      aria-label={done ? m.markDone : m.markNotDone}
      className={cn(
        'flex size-5 shrink-0 items-center justify-center rounded-md border-2 border-input',
        done && 'border-primary bg-primary text-primary-foreground',
        props.className,
      )}
    >
      {done ? <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden="true" /> : null}
    </span>
  );
}
