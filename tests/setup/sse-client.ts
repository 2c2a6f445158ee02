/** A minimal SSE reader for tests: connects with a cookie and collects named events. */
export interface SseConnection {
  status: number;
  events: { event: string; data: string }[];
  /** Resolves with the first event matching `predicate`, or rejects after `timeoutMs`. */
  waitFor(
    predicate: (e: { event: string; data: string }) => boolean,
    timeoutMs?: number,
  ): Promise<{ event: string; data: string }>;
  close(): void;
}

export async function openSse(url: string, cookie: string): Promise<SseConnection> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: { event: string; data: string }[] = [];
  const waiters: {
    predicate: (e: { event: string; data: string }) => boolean;
    resolve: (e: { event: string; data: string }) => void;
  }[] = [];
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let idx;
          while ((idx = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, idx);
            buffer = buffer.slice(idx + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (!data.length) continue;
            const e = { event, data: data.join('\n') };
            events.push(e);
            for (const w of [...waiters]) {
              if (w.predicate(e)) {
                waiters.splice(waiters.indexOf(w), 1);
                w.resolve(e);
              }
            }
          }
        }
      } catch {
        /* aborted */
      }
    })();
  }
  return {
    status: res.status,
    events,
    waitFor(predicate, timeoutMs = 1000) {
      const found = events.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({ predicate, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    close: () => controller.abort(),
  };
}
