import { queryOptions } from '@tanstack/react-query';
import type { Me } from '../../shared/schemas/profile';
import { ApiError, api } from './api-client';
import { forgetOfflineCopies } from './offline-cache';
import { ME_PATH } from '../api/me-path';

/**
 * What the entry chunk needs of the session (the router's loaders): the query, no hooks, so TanStack's
 * query and mutation hooks stay out of the entry (ADR 037). Pages and layouts import from `./session`.
 */

/** The session's query key; api/query-keys.ts names it `queryKeys.me.all`. */
export const ME_KEY = ['me'];

/** The signed-in user and profile, or null when signed out. */
export const meQueryOptions = queryOptions({
  // queryKeys.me.all (api/query-keys.ts): written out here, so the key table stays out of the entry.
  queryKey: ME_KEY,
  queryFn: async (): Promise<Me | null> => {
    try {
      return await api.get<Me>(ME_PATH);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        // Signed out (here or elsewhere): the offline copy of the family's day goes too (ADR 023).
        await forgetOfflineCopies();
        return null;
      }
      throw err;
    }
  },
  staleTime: 60_000,
});

/**
 * Set while the app signs itself out on purpose and goes elsewhere (the account was just deleted): the
 * protected pages then wait for that navigation instead of sending the visitor to /sign-in, which would
 * cut it short when the server's "sessions ended" announcement arrives first.
 */
let leaving = false;
export const setLeaving = (value: boolean) => {
  leaving = value;
};
export const isLeaving = () => leaving;
