import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/**
 * What a route does that an attacker cares about. Every route that signs in, signs up, sets or checks a
 * password, or sends mail declares it in its config (`config: { door: [...] }`); the door tests
 * (`src/server/security/auth-doors.test.ts`) read the declarations from the route table and prove each
 * declared door obeys the rules of its kind, and that an undeclared route cannot act as one.
 */
export type DoorKind =
  /** Email + password in, session out: per email-and-address and per-address limits. */
  | 'password-sign-in'
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
  schema: FastifySchema | undefined;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Records every route as it is added (own, feature and plugin routes alike); call before any route exists. */
export function trackRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      table.push({
        method,
        url: route.url,
        door: route.config?.door,
        schema: route.schema,
      });
    }
  });
}

/** The running app's routes, one entry per method (HEAD and OPTIONS left out: Fastify derives them). */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  const table = tables.get(app);
  if (!table) throw new Error('trackRoutes was not called for this app');
  return table;
}
