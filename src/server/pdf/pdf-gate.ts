import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@shared/errors';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import { PDF_THREADS } from './render-pdf';

/** How many PDF requests are made at once, and how many more wait their turn (ADR 036). */
export interface PdfLimits {
  /** Made at once (gathered, laid out on the threads, sent). */
  active: number;
  /** Waiting for a turn, first come first served; one more is refused with 503 and Retry-After. */
  queue: number;
}

/** Two per render thread (one gathered while the other renders); up to 32 waiting. */
export const DEFAULT_PDF_LIMITS: PdfLimits = { active: PDF_THREADS * 2, queue: 32 };

/** Seconds a refused download is told to wait before it asks again. */
export const PDF_RETRY_AFTER_S = 5;

const isPdf = (req: FastifyRequest) => req.routeOptions.url?.endsWith('.pdf') === true;

/**
 * Bounds the work of PDF downloads (every route ending in `.pdf`): at most `active` are made at once — their
 * reads, their documents and their transfer run on the event loop the other requests share — the rest wait in
 * order, and beyond `queue` waiting a download is refused at once with 503, Retry-After and words the page can
 * show. A request takes its turn only once it passed the rights checks (a refusal costs no turn) and gives it
 * back when its answer is sent or the client goes away.
 */
export function registerPdfGate(app: FastifyInstance, limits: PdfLimits = DEFAULT_PDF_LIMITS): void {
  let active = 0;
  const waiting: (() => void)[] = [];
  const holders = new WeakSet<FastifyRequest>();
  const gone = new WeakSet<FastifyRequest>();

  const release = (req: FastifyRequest) => {
    if (!holders.has(req)) return;
    holders.delete(req);
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };

  app.addHook('preHandler', async (req, reply) => {
    if (!isPdf(req)) return;
    const busy = () =>
      reply
        .status(503)
        .header('retry-after', String(PDF_RETRY_AFTER_S))
        .send({ error: { code: 'BUSY', message: m.pdfBusy } } satisfies ApiErrorBody);
    if (active < limits.active) active += 1;
    else if (waiting.length < limits.queue) await new Promise<void>((turn) => waiting.push(turn));
    else return busy();
    holders.add(req);
    // Its client left while it waited: nothing is made, the turn goes on to the next at once.
    if (gone.has(req)) {
      release(req);
      return busy();
    }
  });
  app.addHook('onResponse', async (req) => release(req));
  app.addHook('onRequestAbort', async (req) => {
    gone.add(req);
    release(req);
  });
}
