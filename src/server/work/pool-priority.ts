import { readFileSync, readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The nice value given to the process's background threads (ADRs 053 and 054): libvips' own threads, where it
 * decodes and encodes photos, and the worker threads (the image thread, the PDF renderers). On a machine with few
 * cores the event loop, which answers every request, must win the core when both want it. 10 is the usual
 * "background work" value; the threads still take every idle cycle.
 */
export const POOL_NICE = 10;

const TASKS = '/proc/self/task';
const lowered = new Set<number>();

/**
 * Node's, V8's and libvips' names for its threads on Linux: libvips' workers, a worker thread's
 * (`node:worker_threads`), and V8's own helpers (`V8Worker`: concurrent garbage collection and compilation, mostly
 * for the worker threads' heaps — during 16 PDF bundles they took a quarter of a core at the event loop's
 * priority; ADR 057). Not the libuv pool's (`libuv-worker`, ADR 054): the event loop hands every file read and
 * write to those threads through one lock, and a pool thread at a low priority, put off the core while it held
 * that lock, kept the event loop waiting (a priority inversion; libvips does its pixel work on its own threads,
 * not on the pool's).
 */
const BACKGROUND = new Set(['libvips worker', 'WorkerThread', 'V8Worker']);

/**
 * Lowers the priority of the process's background threads (BACKGROUND) that are not lowered yet; the event
 * loop's own thread and the libuv pool keep theirs. Linux only (a thread id is a pid to setpriority there);
 * elsewhere, or without /proc, it does nothing. Returns how many threads it lowered this time.
 */
export function lowerPoolThreads(nice = POOL_NICE): number {
  if (process.platform !== 'linux') return 0;
  let tids: string[];
  try {
    tids = readdirSync(TASKS);
  } catch {
    return 0;
  }
  let count = 0;
  for (const name of tids) {
    const tid = Number(name);
    if (lowered.has(tid) || tid === process.pid) continue;
    try {
      if (!BACKGROUND.has(readFileSync(`${TASKS}/${name}/comm`, 'utf8').trim())) continue;
      setPriority(tid, nice);
      lowered.add(tid);
      count++;
    } catch {
      // A thread that ended, or a system that refuses: the work still runs, at the usual priority.
    }
  }
  return count;
}

/** The nice value of one thread of this process (tests). */
export function threadNice(tid: number): number {
  // /proc/<pid>/task/<tid>/stat: "tid (comm) state …"; nice is the 19th field, counted after the comm's ')'.
  const stat = readFileSync(`${TASKS}/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

/** The ids of this process's threads named `name` (tests). */
export function threadIds(name: string): number[] {
  return readdirSync(TASKS)
    .filter((tid) => readFileSync(`${TASKS}/${tid}/comm`, 'utf8').trim() === name)
    .map(Number);
}
