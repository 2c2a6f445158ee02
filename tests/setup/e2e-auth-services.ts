/**
 * Ports and settings of the second E2E server (SMTP + OpenID Connect on) and of the real SMTP and OpenID
 * servers it talks to. The first server (no SMTP, no provider) keeps serving every other spec.
 */
const base = Number(process.env.E2E_PORT ?? 4173);

export const authServices = {
  /** The app with SMTP_URL and OIDC_ISSUER set. */
  appPort: base + 10000,
  smtpPort: base + 11000,
  /** GET /messages?to=… lists the captured mails (tests/setup/smtp-server.ts). */
  smtpHttpPort: base + 12000,
  oidcPort: base + 13000,
  clientId: 'homeschool-e2e',
  clientSecret: 'homeschool-e2e-secret',
};

export const authAppUrl = `http://localhost:${authServices.appPort}`;
export const oidcIssuer = `http://localhost:${authServices.oidcPort}`;
export const mailboxUrl = (to: string) =>
  `http://127.0.0.1:${authServices.smtpHttpPort}/messages?to=${encodeURIComponent(to)}`;

export interface MailboxMessage {
  to: string[];
  subject: string;
  contentType: string;
  text: string | null;
  html: string | null;
}

/** Polls the SMTP capture until a mail to `to` matching `subject` arrives (the newest one wins). */
export async function waitForMail(
  to: string,
  subject: RegExp,
  opts: { skip?: number; timeoutMs?: number } = {},
): Promise<MailboxMessage> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (;;) {
    const list = (await (await fetch(mailboxUrl(to))).json()) as MailboxMessage[];
    const found = list
      .slice(opts.skip ?? 0)
      .filter((m) => subject.test(m.subject))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function mailCount(to: string): Promise<number> {
  return ((await (await fetch(mailboxUrl(to))).json()) as MailboxMessage[]).length;
}

/** The first link of the app in the mail's text part. */
export function appLinkIn(mail: MailboxMessage, path: string): string {
  const escaped =
    authAppUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') + path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}\\S*`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in the mail: ${mail.text}`);
  return match[0];
}
