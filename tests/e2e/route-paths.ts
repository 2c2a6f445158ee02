import type { Page } from '@playwright/test';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { SignedInRoutes } from '../../src/client/app/layouts/lazy-layouts';
import { ROUTE_PARAM_SAMPLES } from './long-text';

export interface RoutePath {
  path: string;
  signedIn: boolean;
}

/**
 * Every path of the client router (the layout guard and the first-load budget visit them all); a route under
 * the protected layout is visited signed in.
 */
export function routePaths(list: RouteObject[], parent = '', signedIn = false): RoutePath[] {
  const out: RoutePath[] = [];
  for (const route of list) {
    const inProtected = signedIn || (route.element as ReactElement | undefined)?.type === SignedInRoutes;
    const joined =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    for (const param of route.path?.match(/:\w+/g) ?? [])
      if (!ROUTE_PARAM_SAMPLES[param.slice(1)])
        throw new Error(
          `route ${joined} has a parameter: give the layout guard a sample value (ROUTE_PARAM_SAMPLES)`,
        );
    if (route.index || (route.path !== undefined && !route.children)) {
      out.push({
        path: joined.endsWith('*') ? joined.replace(/\*$/, 'no-such-page') : joined || '/',
        signedIn: inProtected,
      });
    }
    if (route.children) out.push(...routePaths(route.children, joined, inProtected));
  }
  return out;
}

/** The path with each parameter replaced by its sample from the seeded account. */
export async function withSamples(page: Page, path: string): Promise<string> {
  let url = path;
  for (const param of path.match(/:\w+/g) ?? [])
    url = url.replace(param, encodeURIComponent(await ROUTE_PARAM_SAMPLES[param.slice(1)]!(page)));
  return url;
}
