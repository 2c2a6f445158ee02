import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { Right } from '../../shared/domain/roles';
import { declaredRight } from '../auth/rights';

/**
 * What a route does that an attacker cares about. Every route that signs in, signs up, sets or checks a
 * password, or sends mail declares it in its config (`config: { door: [...] }`); the door tests
 * (`src/server/security/auth-doors.test.ts`) read the declarations from the route table and prove each
 * declared door obeys the rules of its kind, and that an undeclared route cannot act as one.
 */
export type DoorKind =
  /** Email + password in, session out: per email-and-address and per-address limits. */
  | 'password-sign-in'
  /** A child's family code + name + PIN or password in, a child's session out: per code-and-name and per-address limits. */
  | 'pin-sign-in'
  /** A pending password sign-in's second-factor code in, session out: per-address limit (shared with sign-in). */
  | 'second-factor-sign-in'
  /** Creates an account: per-address limit. */
  | 'sign-up'
  /** Takes a new password: length and common-password rules. */
  | 'sets-password'
  /** Mails an address named in the request: per-email mail limit. */
  | 'sends-mail'
  /** Checks the signed-in account's password again: per-account limit. */
  | 'checks-password'
  /** Starts or finishes a sign-in at Google or the OpenID Connect provider: no password, no mail. */
  | 'provider-sign-in'
  /** The emailed one-use confirmation link: signs in with its signed token only. */
  | 'link-sign-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Empty for a public route that is no door (sign-out, the sign-in options). */
    door?: readonly DoorKind[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  door: readonly DoorKind[] | undefined;
  /** The right the route declares (ADR 024); undefined: none (the app refuses to start with one under /api/). */
  rights: Right | undefined;
  schema: FastifySchema | undefined;
}

const tables = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Records every route as it is added (own, feature and plugin routes alike); call before any route exists. */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  tables.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    routes.push(route);
  });
}

/**
 * The running app's routes, one entry per method (HEAD and OPTIONS left out: Fastify derives them), read
 * when asked: a plugin's own onRoute hook (the docs' declared right) may complete a route after this one saw it.
 */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  const routes = tables.get(app);
  if (!routes) throw new Error('trackRoutes was not called for this app');
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .map((method) => ({
        method,
        url: route.url,
        door: route.config?.door,
        rights: declaredRight(route.url, route.config?.rights),
        schema: route.schema,
      })),
  );
}
