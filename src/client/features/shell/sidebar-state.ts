import { useMediaQuery } from '../../lib/use-media-query';

/** Spec §9: the sidebar state lives in a cookie for 7 days; below 768 px the sidebar is a sheet. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const MOBILE_BREAKPOINT = 768;

/** True (expanded) unless the cookie says the sidebar was collapsed. */
export function readSidebarCookie(): boolean {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=(true|false)`));
  return match ? match[1] === 'true' : true;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

export const useIsMobile = (): boolean => useMediaQuery(mobileQuery);
