/**
 * Whether the app is offline: the browser says so (navigator.onLine, 'offline'), or the last API call could not
 * reach the server or was answered by the service worker's copy of an earlier answer (ADR 023). The next
 * answer from the server itself, or the browser's 'online', ends it.
 */
let unreachable = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    unreachable = false;
    emit();
  });
  window.addEventListener('offline', emit);
}

export function isOffline(): boolean {
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || unreachable;
}

/** The API client reports each call: `false` when the server could not be reached (or a cached copy answered). */
export function reportServerReached(reached: boolean): void {
  if (unreachable === !reached) return;
  unreachable = !reached;
  emit();
}

export function subscribeToConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
