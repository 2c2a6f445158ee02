import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the weekly e-mail's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

export interface MailLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Mailer {
  /** True when SMTP_URL is set and mail really leaves the server. */
  readonly enabled: boolean;
  /** Sends the message (multipart text + HTML); without SMTP it is written to the log instead. */
  send(message: MailMessage): Promise<void>;
}

/** A nodemailer transport over SMTP_URL, or a logger standing in for one when mail is not configured. */
export function createMailer(smtp: SmtpConfig | null, log: MailLogger): Mailer {
  if (!smtp) {
    return {
      enabled: false,
      async send(message) {
        log.info(
          { to: message.to, subject: message.subject, text: message.text },
          'mail not sent (SMTP_URL is not set)',
        );
      },
    };
  }
  const transport = nodemailer.createTransport(smtp.url);
  return {
    enabled: true,
    async send(message) {
      await transport.sendMail({
        from: smtp.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
  };
}
