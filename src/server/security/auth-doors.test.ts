import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_AUTH_ENDPOINTS } from '../auth/auth-door';
import { routeTable, type DoorKind, type RouteEntry } from '../http/route-table';
import {
  CHILD_PIN,
  childWithSignIn,
  concreteUrl,
  confirmedUser,
  createDoorApp,
  DOOR_LIMITS,
  doorsOf,
  freshAddress,
  freshEmail,
  GOOD_PASSWORD,
  mailsTo,
  PASSWORD_RULES,
  passwordHash,
  send,
  sessionCount,
  signInCookie,
  startsChildSession,
  startsSession,
  userCount,
  type DoorApp,
} from '@tests/setup/auth-doors';
import { cookieFrom, dialect } from '@tests/setup/api';
import { totpCode } from '@tests/setup/totp';

/**
 * The doors into an account, read from the running app's route table (ADR 014). Every route that looks like
 * a door must declare what kind it is; every declared door of a kind is then shown to obey that kind's
 * rules. second-door.test.ts shows that no undeclared route acts as a door.
 */
let t: DoorApp;
beforeAll(async () => {
  t = await createDoorApp();
});
afterAll(async () => {
  await t?.close();
});

const fieldsOf = (route: RouteEntry): string[] => {
  const schema = route.method === 'GET' ? route.schema?.querystring : route.schema?.body;
  return Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
};

/** A body (or query) for a door, with the values its fields need; a field nobody knows fails loudly. */
function inputFor(
  route: RouteEntry,
  values: { email?: string; password?: string; token?: string },
): Record<string, unknown> {
  const known: Record<string, unknown> = {
    email: values.email ?? freshEmail(),
    password: values.password ?? GOOD_PASSWORD,
    newPassword: values.password ?? GOOD_PASSWORD,
    displayName: 'Door Child',
    name: 'Door Adult',
    yourName: 'Door Parent',
    role: 'viewer',
    childAge: '9',
    timezone: 'America/New_York',
    token: values.token ?? 'not-a-token',
    confirm: 'no',
  };
  return Object.fromEntries(
    fieldsOf(route).map((field) => {
      if (!(field in known))
        throw new Error(`${route.method} ${route.url}: the door tests need a value for its field "${field}"`);
      return [field, known[field]];
    }),
  );
}

/** The family parent whose invites the invite doors are called with (and whose session the owner's doors use). */
let owner: { cookie: string } | undefined;
async function ownerCookie(): Promise<string> {
  owner ??= { cookie: await signInCookie(t, await confirmedUser(t)) };
  return owner.cookie;
}

/**
 * A door's URL and session: an invite's door (`/api/invites/:token/…`) gets a fresh single-use invite's token,
 * and a door only the family's parent may use (sending an invite) the parent's session.
 */
async function target(route: RouteEntry): Promise<{ url: string; cookie?: string }> {
  if (route.url.startsWith('/api/invites/:token')) {
    const made = await send(t, {
      method: 'POST',
      url: '/api/invites',
      body: { role: 'viewer' },
      cookie: await ownerCookie(),
    });
    expect(made.statusCode, made.body).toBe(201);
    const token = (made.json() as { url: string }).url.split('/invite/')[1]!;
    return { url: route.url.replace(':token', token) };
  }
  if (route.rights === 'owner') return { url: concreteUrl(route.url), cookie: await ownerCookie() };
  return { url: concreteUrl(route.url) };
}

const call = async (
  route: RouteEntry,
  input: Record<string, unknown>,
  opts: { ip?: string; cookie?: string } = {},
) => {
  const { url, cookie } = await target(route);
  const options = { ...(cookie ? { cookie } : {}), ...opts };
  return route.method === 'GET'
    ? send(t, {
        method: 'GET',
        url: `${url}?${new URLSearchParams(input as Record<string, string>)}`,
        ...options,
      })
    : send(t, { method: route.method, url, body: input, ...options });
};

/** The declared doors of a kind; the product has at least one of each, so none found is a failure. */
function declared(kind: DoorKind): RouteEntry[] {
  const doors = doorsOf(t, kind);
  expect(doors.length, `doors of kind ${kind}`).toBeGreaterThan(0);
  return doors;
}

/** Waits until `email` has at least `expected` mails (or 5 s), then a little longer for stragglers. */
async function settledMails(email: string, expected: number): Promise<number> {
  const deadline = Date.now() + 5_000;
  while (mailsTo(t, email) < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 200));
  return mailsTo(t, email);
}

async function resetTokenFor(email: string): Promise<string> {
  const after = t.smtp.messages.length;
  const res = await send(t, { method: 'POST', url: '/api/account/forgot-password', body: { email } });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await t.smtp.waitFor(email, { subject: /password/i, after });
  const token = /reset-password\?token=([^\s"&]+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link in: ${mail.text}`);
  return decodeURIComponent(token);
}

describe(`the doors in the route table (${dialect})`, () => {
  it('every route that looks like a door declares what kind it is', async () => {
    // Public = answers something other than 401 to a request without a session.
    const isPublic = async (r: RouteEntry) =>
      (
        await send(t, {
          method: r.method,
          url: concreteUrl(r.url.replace('*', 'x')),
          ...(r.method === 'GET' ? {} : { body: {} }),
        })
      ).statusCode !== 401;
    const takesInput = (r: RouteEntry) =>
      r.method !== 'GET' || Boolean(r.schema?.body ?? r.schema?.querystring ?? r.schema?.params);
    const undeclared: string[] = [];
    for (const r of routeTable(t.app)) {
      if (r.door !== undefined) continue;
      const looksLikeDoor =
        r.url.startsWith('/api/auth/') ||
        r.url.startsWith('/api/account/') ||
        fieldsOf(r).some((f) => /password|email|token/i.test(f)) ||
        (takesInput(r) && (await isPublic(r)));
      if (looksLikeDoor) undeclared.push(`${r.method} ${r.url}`);
    }
    expect(undeclared).toEqual([]);
  });

  it('better-auth answers only provider sign-in over HTTP: every other endpoint is 404, update-user included', async () => {
    const open = new Set(OPEN_AUTH_ENDPOINTS.map((e) => `${e.method} ${e.path}`));
    const endpoints = Object.values(
      t.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>,
    );
    let closed = 0;
    for (const endpoint of endpoints) {
      if (!endpoint.path) continue;
      for (const method of [endpoint.options?.method ?? 'GET'].flat()) {
        if (method === '*' || open.has(`${method} ${endpoint.path}`)) continue;
        const url = `/api/auth${concreteUrl(endpoint.path)}`;
        const res = await send(t, {
          method,
          url,
          ...(method === 'GET'
            ? {}
            : { body: { name: null, email: 'x@example.com', password: GOOD_PASSWORD } }),
        });
        expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(404);
        expect(startsSession(res)).toBe(false);
        // Inside better-auth too: its handler refuses the endpoint whichever route hands it the request.
        const direct = await t.auth.handler(
          new Request(`http://localhost:3000${url}`, {
            method,
            headers: { 'content-type': 'application/json' },
            ...(method === 'GET' ? {} : { body: '{}' }),
          }),
        );
        expect(direct.status, `handler ${method} ${url}`).toBe(404);
        closed += 1;
      }
    }
    expect(closed).toBeGreaterThan(20);
  });

  it('each password sign-in door refuses past the limit per email (from one address) and per address', async () => {
    for (const door of declared('password-sign-in')) {
      const user = await confirmedUser(t);
      const ip = freshAddress();
      for (let i = 0; i < DOOR_LIMITS.signInPerAccount; i++) {
        expect(
          (await call(door, inputFor(door, { email: user.email, password: 'wrong password' }), { ip }))
            .statusCode,
        ).toBe(401);
      }
      const perEmail = await call(door, inputFor(door, { email: user.email, password: user.password }), {
        ip,
      });
      expect(perEmail.statusCode, `${door.url} per email`).toBe(429);
      expect(perEmail.json().error.code).toBe('RATE_LIMITED');
      expect(startsSession(perEmail)).toBe(false);

      const crowded = freshAddress();
      for (let i = 0; i < DOOR_LIMITS.signInPerAddress; i++) {
        expect(
          (await call(door, inputFor(door, { password: 'wrong password' }), { ip: crowded })).statusCode,
        ).toBe(401);
      }
      const perAddress = await call(door, inputFor(door, { email: user.email, password: user.password }), {
        ip: crowded,
      });
      expect(perAddress.statusCode, `${door.url} per address`).toBe(429);
      expect(startsSession(perAddress)).toBe(false);

      // The same credentials from an address with attempts left do sign in: the refusals were the limits.
      const fresh = await call(door, inputFor(door, { email: user.email, password: user.password }));
      expect(fresh.statusCode).toBe(200);
      expect(startsSession(fresh)).toBe(true);
    }
  });

  it('each PIN sign-in door refuses past the limit per family code and name (from any address) and per address', async () => {
    for (const door of declared('pin-sign-in')) {
      const child = await childWithSignIn(t);
      const body = (secret: string) => ({ familyCode: child.familyCode, name: child.name, secret });
      // Per family code and name: the wrong PINs come from different addresses, and still add up.
      for (let i = 0; i < DOOR_LIMITS.childSignInPerChild; i++) {
        expect((await call(door, body('000000'), { ip: freshAddress() })).statusCode).toBe(401);
      }
      const perChild = await call(door, body(CHILD_PIN), { ip: freshAddress() });
      expect(perChild.statusCode, `${door.url} per child`).toBe(429);
      expect(perChild.json().error.code).toBe('RATE_LIMITED');
      expect(startsChildSession(perChild)).toBe(false);

      const other = await childWithSignIn(t);
      const crowded = freshAddress();
      for (let i = 0; i < DOOR_LIMITS.signInPerAddress; i++) {
        expect(
          (
            await call(
              door,
              { familyCode: other.familyCode, name: `Guess ${i}`, secret: CHILD_PIN },
              { ip: crowded },
            )
          ).statusCode,
        ).toBe(401);
      }
      const perAddress = await call(
        door,
        { familyCode: other.familyCode, name: other.name, secret: CHILD_PIN },
        { ip: crowded },
      );
      expect(perAddress.statusCode, `${door.url} per address`).toBe(429);
      expect(startsChildSession(perAddress)).toBe(false);

      // The same code, name and PIN from an address with attempts left do sign in: the refusals were the limits.
      const fresh = await call(door, { familyCode: other.familyCode, name: other.name, secret: CHILD_PIN });
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(startsChildSession(fresh)).toBe(true);
      expect(startsSession(fresh)).toBe(false);
    }
  });

  it('each second-factor sign-in door refuses past the per-address limit and starts no session', async () => {
    for (const door of declared('second-factor-sign-in')) {
      // An account with a second factor on (enrolled with a code computed here, RFC 6238).
      const user = await confirmedUser(t);
      const cookie = await signInCookie(t, user);
      const started = await send(t, {
        method: 'POST',
        url: '/api/account/second-factor/enrol',
        body: { password: user.password },
        cookie,
      });
      expect(started.statusCode, started.body).toBe(200);
      const secret = (started.json() as { secret: string }).secret;
      const confirmed = await send(t, {
        method: 'POST',
        url: '/api/account/second-factor/confirm',
        body: { code: totpCode(secret) },
        cookie,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const challenge = async (ip: string) => {
        const res = await send(t, {
          method: 'POST',
          url: '/api/account/sign-in',
          body: { email: user.email, password: user.password },
          ip,
        });
        expect(res.json()).toEqual({ secondFactor: 'needed' });
        return cookieFrom(res.headers['set-cookie']);
      };

      const crowded = freshAddress();
      for (let i = 0; i < DOOR_LIMITS.signInPerAddress; i++) {
        const res = await call(door, { method: 'totp', code: '000000' }, { ip: crowded });
        expect(res.statusCode).toBe(401);
      }
      const right = await call(
        door,
        { method: 'totp', code: totpCode(secret) },
        { ip: crowded, cookie: await challenge(freshAddress()) },
      );
      expect(right.statusCode, `${door.url} per address`).toBe(429);
      expect(right.json().error.code).toBe('RATE_LIMITED');
      expect(startsSession(right)).toBe(false);

      // The right code from an address with attempts left does sign in: the refusal was the limit.
      const fresh = await call(
        door,
        { method: 'totp', code: totpCode(secret) },
        { cookie: await challenge(freshAddress()) },
      );
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(startsSession(fresh)).toBe(true);
    }
  });

  it('each sign-up door refuses past the per-address limit and creates nothing', async () => {
    for (const door of declared('sign-up')) {
      const ip = freshAddress();
      for (let i = 0; i < DOOR_LIMITS.signUpPerAddress; i++)
        expect((await call(door, inputFor(door, {}), { ip })).statusCode).toBe(201);
      const users = await userCount(t);
      const blocked = await call(door, inputFor(door, {}), { ip });
      expect(blocked.statusCode, door.url).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
      expect(await userCount(t)).toBe(users);
    }
  });

  it('each door that sets a password applies the length and common-password rules and writes nothing', async () => {
    for (const door of declared('sets-password')) {
      const owner = await confirmedUser(t);
      const field = fieldsOf(door).find((f) => /password/i.test(f));
      expect(field, `${door.url} names its password field`).toBeDefined();
      // A genuine reset token where the door takes one, so the refusal is the rule's and not the token's.
      const token = fieldsOf(door).includes('token') ? await resetTokenFor(owner.email) : undefined;
      for (const { rule, password, message } of PASSWORD_RULES) {
        const [users, hash] = [await userCount(t), await passwordHash(t, owner.id)];
        const res = await call(door, inputFor(door, { password, token }));
        expect(res.statusCode, `${door.url} ${rule}: ${res.body}`).toBe(400);
        expect(res.json().error.fields?.[field!], `${door.url} ${rule}`).toBe(message);
        expect(await userCount(t)).toBe(users);
        expect(await passwordHash(t, owner.id)).toBe(hash);
      }
    }
  });

  it('each door that sends mail refuses past the per-email limit and sends nothing more', async () => {
    for (const door of declared('sends-mail')) {
      // An account waiting for confirmation: every mail door has something to send it. Its sign-up mailed once.
      const email = freshEmail('mail');
      expect(
        (
          await send(t, {
            method: 'POST',
            url: '/api/account/sign-up',
            body: { displayName: 'Kid', childAge: '9', email, password: GOOD_PASSWORD },
          })
        ).statusCode,
      ).toBe(201);
      expect(await settledMails(email, 1)).toBe(1);
      const statuses: number[] = [];
      for (let i = 0; i < DOOR_LIMITS.mailPerEmail + 1; i++)
        statuses.push((await call(door, inputFor(door, { email }))).statusCode);
      expect(statuses, door.url).toEqual([
        ...Array(DOOR_LIMITS.mailPerEmail - 1).fill(statuses[0]),
        429,
        429,
      ]);
      expect(statuses[0]).toBeLessThan(300);
      expect(await settledMails(email, DOOR_LIMITS.mailPerEmail), door.url).toBe(DOOR_LIMITS.mailPerEmail);
    }
  });

  it('each door that checks the password again refuses past its per-account limit', async () => {
    for (const door of declared('checks-password')) {
      const user = await confirmedUser(t);
      const cookie = await signInCookie(t, user);
      let status = 0;
      for (let i = 0; i < 30 && status !== 429; i++)
        status = (await call(door, inputFor(door, { password: 'wrong password' }), { cookie })).statusCode;
      expect(status, door.url).toBe(429);
      expect((await call(door, inputFor(door, { password: user.password }), { cookie })).statusCode).toBe(
        429,
      );
      expect(await passwordHash(t, user.id)).not.toBeNull();
    }
  });

  it('the provider doors take no password, no ID token and sign nobody in by themselves', async () => {
    const user = await confirmedUser(t);
    for (const door of declared('provider-sign-in')) {
      if (door.method === 'POST') {
        const credentials = await call(door, { email: user.email, password: user.password });
        expect(credentials.statusCode, door.url).toBe(400);
        const idToken = await call(door, {
          provider: 'google',
          callbackURL: '/',
          idToken: { token: 'forged' },
        });
        expect(idToken.statusCode, door.url).toBe(400);
        const elsewhere = await call(door, { provider: 'google', callbackURL: 'https://evil.example/' });
        expect(elsewhere.statusCode, door.url).toBe(400);
        const start = await call(door, { provider: 'google', callbackURL: '/' });
        expect(start.statusCode, start.body).toBe(200);
        expect(start.json().url).toMatch(/^https:\/\/accounts\.google\.com\//);
        for (const res of [credentials, idToken, elsewhere, start]) expect(startsSession(res)).toBe(false);
        // better-auth's limit on starting a provider sign-in (20 a minute per address), in our error shape.
        const ip = freshAddress();
        let limited = start;
        for (let i = 0; i < 25 && limited.statusCode !== 429; i++)
          limited = await call(door, { provider: 'google', callbackURL: '/' }, { ip });
        expect(limited.statusCode, door.url).toBe(429);
        expect(limited.json().error.code).toBe('RATE_LIMITED');
      } else {
        const res = await call(door, { email: user.email, password: user.password, code: 'forged' });
        expect(res.statusCode, door.url).toBe(302);
        expect(res.headers.location).toMatch(/^http:\/\/localhost:3000\/sign-in\?error=/);
        expect(startsSession(res)).toBe(false);
      }
    }
    expect(await sessionCount(t, user.id)).toBe(0);
  });

  it('the confirmation-link door signs in with a genuine token only', async () => {
    for (const door of declared('link-sign-in')) {
      const res = await call(door, {
        token: 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im5vYm9keUBleGFtcGxlLmNvbSJ9.forged',
      });
      expect(res.statusCode, door.url).toBe(303);
      expect(res.headers.location).toBe('/sign-in?confirmation=invalid');
      expect(startsSession(res)).toBe(false);
    }
  });
});
