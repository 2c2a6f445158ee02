import { Spinner } from './ui/spinner';

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner className="size-8 text-primary" aria-label={label} />
    </div>
  );
}
