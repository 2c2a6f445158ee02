import sharp from 'sharp';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCaddy, type RunningCaddy } from '@tests/setup/caddy';
import { cookieOf, readEvents, signUpAt, startBuilt, trustCaddyRoot } from '@tests/setup/ops';
import { startPostgres, type RunningPostgres } from '@tests/setup/postgres';
import { startS3Server } from '@tests/setup/s3-server';
import { freePort, type ServerProcess } from '@tests/setup/server-process';

/**
 * Three instances of the built app on one PostgreSQL and one S3-compatible store, behind Caddy's round-robin
 * load balancer (docs/operating.md, "Scaling out"). Caddy names the instance that answered (X-Upstream), so
 * each check can show it held whichever instance answered; some go to one instance directly to be sure.
 */
const LB = `lb_policy round_robin
lb_try_duration 5s
lb_try_interval 100ms
fail_duration 30s
header_down X-Upstream {http.reverse_proxy.upstream.hostport}`;

let postgres: RunningPostgres;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let caddy: RunningCaddy;
const apps: ServerProcess[] = [];
let base = '';

beforeAll(async () => {
  [postgres, s3] = await Promise.all([startPostgres(), startS3Server('homeschool-ops')]);
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query('create database homeschool');
  await admin.end();
  const port = await freePort();
  base = `https://localhost:${port}`;
  const env = {
    DATABASE_URL: postgres.urlFor('homeschool'),
    BASE_URL: base,
    TRUST_PROXY: 'true',
    S3_BUCKET: s3.config.bucket,
    S3_ENDPOINT: s3.config.endpoint!,
    S3_REGION: s3.config.region!,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
    AUTH_RATE_LIMIT_SIGN_IN: '3',
  };
  // The first runs the migrations; the others start on the migrated database at once.
  apps.push(await startBuilt(env));
  apps.push(...(await Promise.all([startBuilt(env), startBuilt(env)])));
  caddy = await startCaddy({ port, upstreams: apps.map((a) => new URL(a.url).host), proxy: LB });
  trustCaddyRoot(caddy.dir);
}, 180_000);
afterAll(async () => {
  await caddy?.stop();
  await Promise.all(apps.map((a) => a.stop()));
  await Promise.all([postgres?.stop(), s3?.close()]);
});

const hostOf = (a: ServerProcess) => new URL(a.url).host;
const send = (url: string, method: string, path: string, cookie?: string, body?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: {
      origin: base,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
/** GETs `path` once on every instance directly; the statuses. */
const onEach = async (path: string, cookie: string) =>
  Promise.all(apps.map(async (a) => (await fetch(`${a.url}${path}`, { headers: { cookie } })).status));

describe('several instances on one PostgreSQL and one S3 store, behind a round-robin balancer', () => {
  it("a family's session holds whichever instance answers, and each of the three answers in turn", async () => {
    const family = await signUpAt(base);
    const upstreams = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${base}/api/me`, { headers: { cookie: family.cookie } });
      expect(res.status).toBe(200);
      upstreams.add(res.headers.get('x-upstream') ?? '');
    }
    expect([...upstreams].sort()).toEqual(apps.map(hostOf).sort());
    expect(await onEach('/api/me', family.cookie)).toEqual([200, 200, 200]);
  });

  it('counts sign-in attempts together: the limit holds across instances', async () => {
    const family = await signUpAt(base);
    const answered = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await send(base, 'POST', '/api/account/sign-in', undefined, {
        email: family.email,
        password: 'wrong password',
      });
      expect(res.status).toBe(401);
      answered.add(res.headers.get('x-upstream') ?? '');
    }
    expect(answered.size).toBe(3);
    // The right password now, on each instance: the shared counter says no everywhere.
    for (const a of apps) {
      const res = await send(a.url, 'POST', '/api/account/sign-in', undefined, {
        email: family.email,
        password: family.password,
      });
      expect(res.status).toBe(429);
    }
  });

  it('a sign-out on one instance ends the session on the others at once', async () => {
    const family = await signUpAt(base);
    // Every instance has checked (and keeps in memory) the session.
    expect(await onEach('/api/me', family.cookie)).toEqual([200, 200, 200]);
    const out = await send(apps[0]!.url, 'POST', '/api/account/sign-out', family.cookie, {});
    expect(out.status, await out.clone().text()).toBeLessThan(300);
    expect(await onEach('/api/me', family.cookie)).toEqual([401, 401, 401]);
  });

  it("removing a member on one instance shuts them out on the others; a PIN change ends the child's sessions everywhere", async () => {
    const family = await signUpAt(base);
    const made = await send(apps[0]!.url, 'POST', '/api/invites', family.cookie, { role: 'viewer' });
    expect(made.status, await made.clone().text()).toBe(201);
    const token = ((await made.json()) as { url: string }).url.split('/invite/')[1]!;
    const joined = await send(apps[1]!.url, 'POST', `/api/invites/${token}/sign-up`, undefined, {
      name: 'Viewer Val',
      email: `viewer-${crypto.randomUUID()}@example.com`,
      password: 'a good password',
    });
    expect(joined.status, await joined.clone().text()).toBe(201);
    const viewer = cookieOf(joined);
    const memberId = ((await joined.json()) as { userId: string }).userId;
    const childPath = `/api/students/${family.studentId}/dashboard`;
    expect(await onEach(childPath, viewer)).toEqual([200, 200, 200]);
    const members = (await (await send(apps[2]!.url, 'GET', '/api/members', family.cookie)).json()) as {
      members: { id: string; role: string }[];
    };
    const member = members.members.find((m) => m.role === 'viewer')!;
    expect(member).toBeDefined();
    const removed = await send(apps[0]!.url, 'DELETE', `/api/members/${member.id}`, family.cookie);
    expect(removed.status, await removed.clone().text()).toBe(204);
    for (const status of await onEach(childPath, viewer)) expect([401, 404]).toContain(status);
    expect(memberId).toBeTruthy();

    // The child signs in with a PIN; the parent changes the PIN on another instance.
    const pin = await send(apps[0]!.url, 'PUT', `/api/students/${family.studentId}/sign-in`, family.cookie, {
      kind: 'pin',
      pin: '246810',
    });
    const { familyCode } = (await pin.json()) as { familyCode: string };
    const child = await send(base, 'POST', '/api/account/child-sign-in', undefined, {
      familyCode,
      name: 'Ada Lovelace',
      secret: '246810',
    });
    expect(child.status, await child.clone().text()).toBe(200);
    const childCookie = cookieOf(child);
    expect(await onEach('/api/me', childCookie)).toEqual([200, 200, 200]);
    const changed = await send(
      apps[1]!.url,
      'PUT',
      `/api/students/${family.studentId}/sign-in`,
      family.cookie,
      {
        kind: 'pin',
        pin: '135790',
      },
    );
    expect(changed.status).toBe(200);
    expect(await onEach('/api/me', childCookie)).toEqual([401, 401, 401]);
  });

  it('kept reads and live updates follow a change made on another instance', async () => {
    const family = await signUpAt(base);
    const overview = async (a: ServerProcess) => {
      const res = await fetch(`${a.url}/api/family/overview`, { headers: { cookie: family.cookie } });
      expect(res.status).toBe(200);
      return res.text();
    };
    // Instance 2 keeps the overview (read twice).
    expect(await overview(apps[1]!)).not.toContain('Grace Hopper');
    expect(await overview(apps[1]!)).not.toContain('Grace Hopper');
    let addedAt = 0;
    const stream = await readEvents(`${apps[2]!.url}/api/realtime`, family.cookie, {
      until: (text) => text.includes('"students"'),
      onOpen: async () => {
        const added = await send(apps[0]!.url, 'POST', '/api/students', family.cookie, {
          name: 'Grace Hopper',
          age: 8,
        });
        expect(added.status, await added.clone().text()).toBe(201);
        addedAt = Date.now();
      },
    });
    // Instance 3's stream told its page; instance 2 no longer answers its kept copy.
    expect(stream.text).toMatch(/event: change\ndata: \{"kinds":\["students"\]\}/);
    expect(Date.now() - addedAt).toBeLessThan(2_000);
    expect(await overview(apps[1]!)).toContain('Grace Hopper');
  });

  it('a file sent through one instance is the same file on every instance', async () => {
    const family = await signUpAt(base);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'drawing.png');
    const up = await fetch(`${apps[0]!.url}/api/students/${family.studentId}/files`, {
      method: 'POST',
      headers: { origin: base, cookie: family.cookie },
      body: form,
    });
    expect(up.status, await up.clone().text()).toBe(201);
    const { id } = (await up.json()) as { id: string };
    for (const a of apps) {
      const res = await fetch(`${a.url}/api/students/${family.studentId}/files/${id}/original`, {
        headers: { cookie: family.cookie },
      });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    }
  });

  it('one instance killed mid-load: the others keep answering and nothing acknowledged is lost', async () => {
    const family = await signUpAt(base);
    const path = `/api/students/${family.studentId}/bucket-list`;
    const acknowledged: string[] = [];
    const failedAfterKill: number[] = [];
    let killedAt = 0;
    let sent = 0;
    const TOTAL = 240;
    const answeredBy = new Set<string>();
    async function worker() {
      while (sent < TOTAL) {
        const n = sent++;
        if (n === 80) {
          killedAt = Date.now();
          apps[2]!.child.kill('SIGKILL');
        }
        const started = Date.now();
        try {
          const res = await send(base, 'POST', path, family.cookie, { title: `Goal ${n}` });
          if (!killedAt) answeredBy.add(res.headers.get('x-upstream') ?? '');
          if (res.status === 201) acknowledged.push(`Goal ${n}`);
          else if (killedAt && started > killedAt + 1000) failedAfterKill.push(res.status);
        } catch {
          if (killedAt && started > killedAt + 1000) failedAfterKill.push(0);
        }
      }
    }
    await Promise.all([worker(), worker(), worker(), worker()]);
    // The killed instance was taking its share of the load.
    expect(answeredBy).toContain(hostOf(apps[2]!));
    // Only requests under way on the killed instance at that moment may fail (at most one per worker).
    expect(acknowledged.length).toBeGreaterThanOrEqual(TOTAL - 4);
    expect(acknowledged.length).toBeLessThanOrEqual(TOTAL);
    expect(failedAfterKill).toEqual([]);
    const list = await fetch(`${base}${path}`, { headers: { cookie: family.cookie } });
    expect(list.status).toBe(200);
    const titles = ((await list.json()) as { items: { title: string }[] }).items.map((i) => i.title);
    for (const title of acknowledged) expect(titles).toContain(title);
    // The two left answer directly too.
    for (const a of apps.slice(0, 2))
      expect((await fetch(`${a.url}/api/me`, { headers: { cookie: family.cookie } })).status).toBe(200);
  });
});
