import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** A free TCP port on 127.0.0.1 (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server printed (for failure messages). */
  output(): string;
  /** Sends the signal and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Runs the real server (src/server/index.ts through tsx, migrations included) as a child process on the
 * given DATA_DIR / DATABASE_URL and waits until /api/health answers 200.
 */
export async function startServerProcess(opts: {
  port: number;
  env: Record<string, string>;
  timeoutMs?: number;
  /** The built server (e.g. `${HS_DIST}/server/index.js`) instead of the sources through tsx. */
  script?: string;
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${opts.port}`;
  const args = opts.script
    ? [path.resolve(opts.script)]
    : ['--import', 'tsx', path.resolve('src/server/index.ts')];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      CLIENT_DIR: '',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    child,
    output: () => out,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Signs up through the HTTP API and returns the session cookie. */
/** Signs up over HTTP; answers the session cookie and the path prefix of the family's first child. */
export async function signUpOver(
  url: string,
  email: string,
  password = 'a good password',
): Promise<{ cookie: string; child: string }> {
  const res = await fetch(`${url}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ displayName: 'Crash Test', childAge: '9', email, password }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const [first] = (await (await fetch(`${url}/api/students`, { headers: { cookie } })).json()) as {
    id: string;
  }[];
  return { cookie, child: `/api/students/${first!.id}` };
}
