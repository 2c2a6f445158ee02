import { Tooltip, TooltipContent, TooltipTrigger } from './ui/tooltip';

/** Loaded on demand by LabelTooltip. */
export default function LabelTooltipImpl({
  label,
  children,
}: {
  label: string;
  children: React.ReactElement;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
