/** A per-child API path: `/api/students/{studentId}/{rest}` (ADR 017). */
export function childPath(studentId: string, rest: string): string {
  return `/api/students/${encodeURIComponent(studentId)}/${rest}`;
}
