import { loopMessages } from '../../shared/messages/loops';

/** 'Loop', beside an item of a loop class (ADR 041) in the week view and the dashboard's today. */
export function LoopMark() {
  return (
    <span className="ml-1 inline-block rounded-full border border-current/40 px-1.5 text-[0.65rem] leading-4 font-medium">
      {loopMessages.mark}
    </span>
  );
}
