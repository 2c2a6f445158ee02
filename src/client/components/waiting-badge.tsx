import { confirmationMessages } from '../../shared/messages/confirmations';

/** A tick box's look while a child's tick waits for a parent ('Parent confirms completed work'). */
export const waitingTick = 'border-dashed border-amber-600 data-[state=checked]:bg-amber-600';

/** 'Waiting for a parent', under the title of a to-do or lesson the child ticked. */
export function WaitingBadge() {
  return (
    <span className="inline-block rounded-full border border-dashed border-amber-600 px-2 py-0.5 text-xs font-medium text-amber-800 dark:text-amber-300">
      {confirmationMessages.waiting}
    </span>
  );
}
