import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

/** Debian's caddy (apt install caddy); CADDY_PATH overrides. */
export const caddyPath = process.env.CADDY_PATH || '/usr/bin/caddy';
export const haveCaddy = () => existsSync(caddyPath);

export interface RunningCaddy {
  /** https://localhost:<port> */
  url: string;
  port: number;
  /** Caddy's folder: its storage (and local CA) is under data/. */
  dir: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Caddy on loopback with its own local CA (`tls internal`, nothing installed into the system's trust store),
 * proxying https://localhost:<port> to `upstreams` (round robin when there are several). `proxy` is the
 * body of the reverse_proxy block (load balancing, health checks).
 */
export async function startCaddy(opts: {
  upstreams: string[];
  proxy?: string;
  port?: number;
}): Promise<RunningCaddy> {
  if (!haveCaddy())
    throw new Error(
      `Caddy is not at ${caddyPath}: apt install caddy (npm test does as root), or set CADDY_PATH.`,
    );
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hs-caddy-'));
  const port = opts.port ?? (await freePort());
  const httpPort = await freePort();
  const config = `{
	admin off
	skip_install_trust
	auto_https disable_redirects
	http_port ${httpPort}
	https_port ${port}
	storage file_system ${path.join(dir, 'data')}
	log {
		level ERROR
	}
}

https://localhost:${port} {
	tls internal
	reverse_proxy ${opts.upstreams.join(' ')} {
${(opts.proxy ?? '').replace(/^/gm, '\t\t')}
	}
}
`;
  const file = path.join(dir, 'Caddyfile');
  writeFileSync(file, config);
  const child: ChildProcess = spawn(caddyPath, ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `https://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited (${child.exitCode}):\n${out}`);
    if (await answers(port)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`caddy did not answer on ${url}:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    dir,
    output: () => out,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether Caddy's TLS listener completes a handshake (its certificate is issued on the first one). */
async function answers(port: number): Promise<boolean> {
  const tls = await import('node:tls');
  return new Promise((resolve) => {
    const socket = tls.connect({
      host: '127.0.0.1',
      port,
      servername: 'localhost',
      rejectUnauthorized: false,
    });
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('secureConnect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
