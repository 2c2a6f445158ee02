/**
 * The whole page waiting (the session, a page's code). Part of the entry chunk, so it draws lucide's
 * loader-circle itself rather than through `ui/spinner`, lucide and `cn` (ADR 037).
 */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        data-slot="spinner"
        role="status"
        aria-label={label}
        className="size-8 animate-spin text-primary"
      >
        <path d="M21 12a9 9 0 1 1-6.219-8.56" />
      </svg>
    </div>
  );
}
