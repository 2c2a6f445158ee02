import { useCallback, useSyncExternalStore } from 'react';

/** True while the media query matches (e.g. '(max-width: 767px)'), following changes live. */
export function useMediaQuery(query: string): boolean {
  // A stable subscribe, so a re-render does not unsubscribe and subscribe again.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
