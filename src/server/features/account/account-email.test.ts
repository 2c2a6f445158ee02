import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieFrom, createTestApp, dialect, signUpUser, type TestApp } from '@tests/setup/api';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '@tests/setup/smtp-server';

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtp: { url: smtp.url, from: 'Homeschool <no-reply@example.com>' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const signIn = (email: string, password: string) => post('/api/account/sign-in', { email, password });
const newEmail = () => `mail-${randomUUID()}@example.com`;

/** The app's own link in the mail's text part, as a path for inject. */
function linkIn(mail: CapturedMail, pattern: RegExp): string {
  const url = pattern.exec(mail.text ?? '')?.[0];
  if (!url) throw new Error(`no link in: ${mail.text}`);
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}
const verifyLinkIn = (mail: CapturedMail) =>
  linkIn(mail, /http:\/\/localhost:3000\/api\/account\/verify-email\?token=\S+/);

async function signUpUnconfirmed(email = newEmail(), password = 'a good password') {
  const res = await post('/api/account/sign-up', {
    displayName: 'Maya Johnson',
    childAge: '9',
    email,
    password,
  });
  expect(res.statusCode).toBe(201);
  return { email, password, res, mail: await smtp.waitFor(email, { subject: /Confirm your email/ }) };
}

describe(`email confirmation with SMTP on (${dialect})`, () => {
  it('signs up without a session and sends a multipart confirmation mail with the product name', async () => {
    const { res, mail } = await signUpUnconfirmed();
    expect(res.json().signedIn).toBe(false);
    expect(cookieFrom(res.headers['set-cookie'])).not.toMatch(/session_token=/);
    expect(mail.subject).toBe('Confirm your email for Homeschool');
    expect(mail.contentType).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain('Welcome to Homeschool!');
    expect(mail.html).toContain('Confirm email');
    expect(mail.html).toContain('Maya Johnson');
    expect(mail.from).toBe('no-reply@example.com');
  });

  it('refuses sign-in before confirming with the spec message, then the link confirms, signs in and lands on /', async () => {
    const { email, password, mail } = await signUpUnconfirmed();
    const early = await signIn(email, password);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email! Check your inbox and click the confirmation link.',
    });

    const follow = await t.app.inject({ method: 'GET', url: verifyLinkIn(mail) });
    expect(follow.statusCode).toBe(303);
    expect(follow.headers.location).toBe('/');
    const cookie = cookieFrom(follow.headers['set-cookie']);
    expect(cookie).toMatch(/session_token=/);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ email, emailVerified: true, provider: 'email' });
    expect(me.json().students).toMatchObject([{ name: 'Maya Johnson', age: 9 }]);

    expect((await signIn(email, password)).statusCode).toBe(200);
  });

  it('refuses a reused link: no session, and the sign-in page says the address is already confirmed', async () => {
    const { mail } = await signUpUnconfirmed();
    const link = verifyLinkIn(mail);
    expect((await t.app.inject({ method: 'GET', url: link })).headers.location).toBe('/');
    const again = await t.app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/sign-in?confirmation=used');
    expect(cookieFrom(again.headers['set-cookie'])).not.toMatch(/session_token=/);
  });

  it('refuses an expired link and a forged one; the account stays unconfirmed', async () => {
    const { email, password, mail } = await signUpUnconfirmed();
    const link = verifyLinkIn(mail);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 60 * 60 * 1000 });
    const expired = await t.app.inject({ method: 'GET', url: link });
    vi.useRealTimers();
    expect(expired.headers.location).toBe('/sign-in?confirmation=expired');
    expect(cookieFrom(expired.headers['set-cookie'])).not.toMatch(/session_token=/);

    const [head, payload] = new URL(link, 'http://x').searchParams.get('token')!.split('.');
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/account/verify-email?token=${head}.${payload}.AAAA`,
    });
    expect(forged.headers.location).toBe('/sign-in?confirmation=invalid');
    const garbage = await t.app.inject({ method: 'GET', url: '/api/account/verify-email?token=nonsense' });
    expect(garbage.headers.location).toBe('/sign-in?confirmation=invalid');

    expect((await signIn(email, password)).statusCode).toBe(403);
  });

  it('resends a confirmation link that works, and answers an unknown address the same way without mail', async () => {
    const { email, password } = await signUpUnconfirmed();
    const before = smtp.messages.length;
    const resend = await post('/api/account/resend-verification', { email });
    expect(resend.statusCode).toBe(200);
    const mail = await smtp.waitFor(email, { after: before });
    expect((await t.app.inject({ method: 'GET', url: verifyLinkIn(mail) })).headers.location).toBe('/');
    expect((await signIn(email, password)).statusCode).toBe(200);

    const unknown = newEmail();
    const other = await post('/api/account/resend-verification', { email: unknown });
    expect(other.statusCode).toBe(200);
    expect(other.json().message).toBe(resend.json().message);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('answers a sign-up for a taken address like a new one and mails the owner instead of making a second account', async () => {
    const { email, password, mail } = await signUpUnconfirmed();
    await t.app.inject({ method: 'GET', url: verifyLinkIn(mail) });
    const dup = await post('/api/account/sign-up', {
      displayName: 'Other',
      childAge: '12',
      email,
      password: 'another password',
    });
    expect(dup.statusCode).toBe(201);
    expect(dup.json().signedIn).toBe(false);
    const note = await smtp.waitFor(email, { subject: /already have/ });
    expect(note.text).toContain('http://localhost:3000/sign-in');
    expect((await signIn(email, 'another password')).statusCode).toBe(401);
    expect((await signIn(email, password)).statusCode).toBe(200);
  });
});

describe(`password reset with SMTP on (${dialect})`, () => {
  async function confirmedUser() {
    const { email, password, mail } = await signUpUnconfirmed();
    const follow = await t.app.inject({ method: 'GET', url: verifyLinkIn(mail) });
    return { email, password, cookie: cookieFrom(follow.headers['set-cookie']) };
  }
  async function requestReset(email: string) {
    const before = smtp.messages.length;
    const res = await post('/api/account/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(email, { subject: /Reset your Homeschool password/, after: before });
    const link = linkIn(mail, /http:\/\/localhost:3000\/reset-password\?token=\S+/);
    return { mail, token: new URL(link, 'http://x').searchParams.get('token')! };
  }

  it('mails a link; the new password works, the old one and every old session stop working, the link works once', async () => {
    const user = await confirmedUser();
    const { mail, token } = await requestReset(user.email);
    expect(mail.contentType).toMatch(/^multipart\/alternative/);
    expect(mail.html).toContain('Choose a new password');

    const reset = await post('/api/account/reset-password', { token, password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(
      'Your password has been changed. Please sign in with the new password.',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(401);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, 'a brand new password')).statusCode).toBe(200);

    const reused = await post('/api/account/reset-password', { token, password: 'yet another password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(
      'This reset link has expired or was already used. Please ask for a new one.',
    );
    expect((await signIn(user.email, 'yet another password')).statusCode).toBe(401);
  });

  it('refuses an expired reset link and a short password without changing anything', async () => {
    const user = await confirmedUser();
    const { token } = await requestReset(user.email);
    const short = await post('/api/account/reset-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('The password must be at least 8 characters.');

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60 * 60 * 1000 });
    const expired = await post('/api/account/reset-password', { token, password: 'a brand new password' });
    vi.useRealTimers();
    expect(expired.statusCode).toBe(400);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const email = newEmail();
    const res = await post('/api/account/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'If an account uses this email, a link to choose a new password is on its way. Check your inbox.',
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.some((m) => m.to.includes(email))).toBe(false);
  });

  it('tells the sign-in page that every method is available', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(res.json()).toEqual({
      google: false,
      oidc: false,
      oidcName: null,
      email: { verification: true, passwordReset: true },
    });
  });
});

describe(`without SMTP (${dialect})`, () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('verifies accounts at once and says that reset by email and confirmation are not available', async () => {
    const user = await signUpUser(plain.app);
    expect(user.cookie).toMatch(/session_token=/);
    const forgot = await plain.app.inject({
      method: 'POST',
      url: '/api/account/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(404);
    expect(forgot.json().error.message).toBe(
      'Password reset by email is not set up on this server. Ask the administrator to reset your password.',
    );
    const resend = await plain.app.inject({
      method: 'POST',
      url: '/api/account/resend-verification',
      payload: { email: user.email },
    });
    expect(resend.statusCode).toBe(404);
    const config = await plain.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(config.json()).toEqual({
      google: false,
      oidc: false,
      oidcName: null,
      email: { verification: false, passwordReset: false },
    });
  });

  it('rejects a malformed address with 400', async () => {
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/account/forgot-password',
      payload: { email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter a valid email address.');
  });
});
