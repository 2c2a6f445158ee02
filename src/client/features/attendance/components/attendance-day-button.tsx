import { useEffect, useRef } from 'react';
import type { DayButtonProps } from 'react-day-picker';
import { Tooltip, TooltipContent, TooltipTrigger } from '@client/components/ui/tooltip';
import { cn } from '@client/lib/utils';

/**
 * A calendar day: green when present, red when absent, ringed when selected, with a tooltip naming the
 * status. Keeps react-day-picker's own focus handling (arrow keys move focus between days).
 */
export function AttendanceDayButton({ day, modifiers, className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);

  const status = modifiers.present ? 'present' : modifiers.absent ? 'absent' : 'none';
  const button = (
    <button
      ref={ref}
      data-status={status}
      data-date={day.isoDate}
      className={cn(
        'relative flex h-10 w-full items-center justify-center rounded-lg text-sm font-medium tabular-nums outline-none transition-colors sm:h-12 sm:text-base',
        'focus-visible:ring-[3px] focus-visible:ring-ring/60',
        status === 'none' && 'hover:bg-accent hover:text-accent-foreground',
        status === 'present' && 'bg-success text-success-foreground hover:bg-success/90',
        status === 'absent' && 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        modifiers.today && status === 'none' && !modifiers.selected && 'bg-muted',
        modifiers.today && 'font-bold underline decoration-2 underline-offset-4',
        modifiers.selected && 'ring-[3px] ring-primary ring-offset-2 ring-offset-card',
        modifiers.selected && status === 'none' && 'bg-primary/10 text-foreground',
        modifiers.disabled && 'cursor-not-allowed text-muted-foreground/50 hover:bg-transparent',
        className,
      )}
      {...props}
    />
  );
  if (status === 'none') return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent>{status === 'present' ? 'Present' : 'Absent'}</TooltipContent>
    </Tooltip>
  );
}
