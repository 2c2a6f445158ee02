/**
 * The upload bench's probe in a process of its own (issue 36, ADR 054): it only sends the small GET, one after
 * another with a 5 ms pause, and reports each latency. In the load generator's process the probe shared an
 * event loop (and its garbage collector) with the 10 multipart uploads it sends, so that process's own stalls
 * were counted as the server's; here nothing else runs beside it.
 *
 * Started by `probeProcess()` (below) with an IPC channel. Messages in: `{ start: url, cookie }`, `{ stop: true }`;
 * out: `{ ready: true }` once loaded, `{ samples: number[] }` after a stop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

type ProbeIn = { start: string; cookie: string; count?: number } | { stop: true };
type ProbeOut = { ready: true } | { samples: number[]; starts: number[] };

/** The probe's loop (the child's side): until stopped, or until it has `count` samples. */
async function probeUntilStopped(url: string, cookie: string, stopped: () => boolean, count = Infinity) {
  const samples: number[] = [];
  const starts: number[] = [];
  while (!stopped() && samples.length < count) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    samples.push(performance.now() - t0);
    starts.push(performance.timeOrigin + t0);
    await new Promise((r) => setTimeout(r, 5));
  }
  return { samples, starts };
}

if (process.send && process.env.HS_PROBE_CHILD === '1') {
  let stop = false;
  let running: ReturnType<typeof probeUntilStopped> | null = null;
  process.on('message', (message: ProbeIn) => {
    if ('start' in message) {
      stop = false;
      running = probeUntilStopped(message.start, message.cookie, () => stop, message.count);
      // A counted run answers by itself once it has its samples.
      if (message.count !== undefined) {
        void running.then((result) => process.send!(result satisfies ProbeOut));
        running = null;
      }
    } else {
      stop = true;
      void running?.then((result) => process.send!(result satisfies ProbeOut));
      running = null;
    }
  });
  process.send({ ready: true } satisfies ProbeOut);
}

export interface ProbeProcess {
  /** Probes `url` until `until` settles; the latencies (ms) measured in the probe's process, and when each began (epoch ms). */
  probeWhile(
    url: string,
    cookie: string,
    until: Promise<unknown>,
  ): Promise<{ samples: number[]; starts: number[] }>;
  /** Exactly `count` probes, one after another (ADR 059: an idle window as long, in samples, as the one compared). */
  probeCount(url: string, cookie: string, count: number): Promise<{ samples: number[]; starts: number[] }>;
  close(): void;
}

/** Starts the probe's process (Node with tsx, as the bench itself). */
export async function probeProcess(): Promise<ProbeProcess> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, HS_PROBE_CHILD: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<ProbeOut>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the probe's process exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message: ProbeOut) => {
        child.off('exit', onExit);
        resolve(message);
      });
    });
  await next();
  return {
    async probeWhile(url, cookie, until) {
      child.send({ start: url, cookie } satisfies ProbeIn);
      await until.catch(() => undefined);
      const answer = next();
      child.send({ stop: true } satisfies ProbeIn);
      const message = await answer;
      return 'samples' in message ? message : { samples: [], starts: [] };
    },
    async probeCount(url, cookie, count) {
      const answer = next();
      child.send({ start: url, cookie, count } satisfies ProbeIn);
      const message = await answer;
      return 'samples' in message ? message : { samples: [], starts: [] };
    },
    close: () => void child.kill(),
  };
}
