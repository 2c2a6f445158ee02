/**
 * A real SMTP server (the smtp-server package) on localhost that keeps every message it receives, for
 * tests of the mails the app sends. Used in-process by API tests (`startSmtpCapture()`), and as its own
 * process by Playwright (`tsx tests/setup/smtp-server.ts`), which then reads the mails over HTTP:
 * GET http://localhost:$SMTP_HTTP_PORT/messages?to=<address> → CapturedMail[].
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  /** The multipart message's content type (multipart/alternative for our mails). */
  contentType: string;
  text: string | null;
  html: string | null;
  raw: string;
}

export interface SmtpCapture {
  port: number;
  /** SMTP_URL for the app. */
  url: string;
  messages: CapturedMail[];
  /** Resolves with the newest mail to `to` (optionally matching `subject`) once it has arrived. */
  waitFor(to: string, opts?: { subject?: RegExp; timeoutMs?: number; after?: number }): Promise<CapturedMail>;
  close(): Promise<void>;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split(/\r\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '7bit').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeWords(value: string): string {
  // Whitespace between two adjacent encoded words is not part of the text (RFC 2047 §6.2).
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** Enough MIME to read our mails: top-level headers and the text/plain and text/html parts. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): CapturedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const contentType = headers.get('content-type') ?? 'text/plain';
  let text: string | null = null;
  let html: string | null = null;
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const p = part.replace(/^\r\n/, '');
      const end = p.indexOf('\r\n\r\n');
      const partHeaders = parseHeaders(p.slice(0, end));
      const content = decodeBody(
        p.slice(end + 4).replace(/\r\n$/, ''),
        partHeaders.get('content-transfer-encoding'),
      );
      const type = partHeaders.get('content-type') ?? '';
      if (type.startsWith('text/plain')) text = content;
      if (type.startsWith('text/html')) html = content;
    }
  } else {
    const content = decodeBody(body, headers.get('content-transfer-encoding'));
    if (contentType.startsWith('text/html')) html = content;
    else text = content;
  }
  return { ...envelope, subject: decodeWords(headers.get('subject') ?? ''), contentType, text, html, raw };
}

export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        };
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    async waitFor(to, opts = {}) {
      const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
      for (;;) {
        const found = messages
          .slice(opts.after ?? 0)
          .filter((m) => m.to.includes(to.toLowerCase()) && (!opts.subject || opts.subject.test(m.subject)))
          .at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The captured mails over HTTP, for a test runner in another process. */
function serveMessages(capture: SmtpCapture, port: number): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') {
      res.end('ok');
      return;
    }
    if (url.pathname !== '/messages') {
      res.statusCode = 404;
      res.end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? capture.messages.filter((m) => m.to.includes(to)) : capture.messages;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(list));
  }).listen(port, '127.0.0.1');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const capture = await startSmtpCapture(Number(process.env.SMTP_PORT ?? 2525));
  const httpPort = Number(process.env.SMTP_HTTP_PORT ?? 2526);
  serveMessages(capture, httpPort);
  console.log(`SMTP capture on ${capture.url}, messages on http://127.0.0.1:${httpPort}/messages`);
}
