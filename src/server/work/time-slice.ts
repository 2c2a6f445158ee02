import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How long long-running work (the account import and export) may hold the event loop before it lets other
 * requests run. Well under the ~100 ms a person notices; each slice still does thousands of rows.
 */
export const SLICE_MS = 20;

export interface TimeSlicer {
  /** Returns at once while this slice has time left; otherwise lets pending I/O run first (setImmediate). */
  pause(): Promise<void>;
}

export function timeSlicer(budgetMs: number = SLICE_MS): TimeSlicer {
  let sliceStart = performance.now();
  return {
    async pause() {
      if (performance.now() - sliceStart < budgetMs) return;
      await nextTurn();
      sliceStart = performance.now();
    },
  };
}

/** `items.map(fn)`, pausing between items whenever the slice's time is used. */
export async function mapInSlices<T, U>(
  items: readonly T[],
  fn: (item: T, index: number) => U,
  slicer: TimeSlicer,
): Promise<U[]> {
  const out = new Array<U>(items.length);
  for (let i = 0; i < items.length; i++) {
    out[i] = fn(items[i]!, i);
    await slicer.pause();
  }
  return out;
}

/** Text pieces decoded per slice: about a millisecond of work. */
const DECODE_BYTES = 1024 * 1024;

/** UTF-8 bytes as text, a megabyte at a time (a character split between pieces is kept whole). */
export async function decodeInSlices(bytes: Uint8Array, slicer: TimeSlicer): Promise<string> {
  const decoder = new TextDecoder('utf-8');
  const pieces: string[] = [];
  for (let i = 0; i < bytes.length; i += DECODE_BYTES) {
    pieces.push(decoder.decode(bytes.subarray(i, i + DECODE_BYTES), { stream: true }));
    await slicer.pause();
  }
  pieces.push(decoder.decode());
  return pieces.join('');
}
