import { dashboardQuery } from '../api/dashboard';
import { familyOverviewQuery } from '../api/family';
import { ALL_CHILDREN, likelyChoice } from '../lib/current-child-choice';
import { meQueryOptions } from '../lib/me';
import { queryClient } from '../lib/query-client';

/**
 * The reads the router's loaders start with the navigation that need the child the page will show. A chunk of
 * its own (router.tsx imports it from the loaders), so the choice logic stays out of the entry (ADR 037).
 */

/**
 * The dashboard of the child the page will show (the family overview under 'All children'), started
 * beside the session check: with `me` not loaded yet, the child this tab (or browser) chose last, or
 * (nothing chosen yet in this browser) the first child once `me` arrives.
 */
export async function prefetchDashboard(): Promise<void> {
  let choice = likelyChoice(queryClient.getQueryData(meQueryOptions.queryKey));
  if (choice === null)
    choice = likelyChoice(await queryClient.ensureQueryData(meQueryOptions).catch(() => null));
  if (choice === null) return;
  await (choice === ALL_CHILDREN
    ? queryClient.prefetchQuery(familyOverviewQuery)
    : queryClient.prefetchQuery(dashboardQuery(choice)));
}

/** Records › Hours: the current child's progress, started with the navigation (its module loads with it). */
export async function prefetchHours(): Promise<void> {
  const choice = likelyChoice(await queryClient.ensureQueryData(meQueryOptions).catch(() => null));
  if (choice === null || choice === ALL_CHILDREN) return;
  const { progressQuery } = await import('../api/hours');
  await queryClient.prefetchQuery(progressQuery(choice));
}
