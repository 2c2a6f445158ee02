/** A per-child API path: `/api/students/{childId}/{rest}` (ADR 017). */
export function childPath(childId: string, rest: string): string {
  return `/api/students/${encodeURIComponent(childId)}/${rest}`;
}
