import type { MailMessage } from './mailer';

export const PRODUCT_NAME = 'Homeschool';

/** Text for HTML: every mail's values go through it. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

interface ActionMail {
  to: string;
  subject: string;
  heading: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}

/** One message in two parts: plain text for every mail reader and a simple HTML version with a button. */
function actionMail(m: ActionMail): MailMessage {
  const text = [
    m.heading,
    '',
    m.intro,
    '',
    `${m.action}: ${m.url}`,
    '',
    m.outro,
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
      <tr><td style="font-size:20px;font-weight:bold;color:#2563eb;padding-bottom:16px">${PRODUCT_NAME}</td></tr>
      <tr><td style="font-size:18px;font-weight:bold;padding-bottom:12px">${escapeHtml(m.heading)}</td></tr>
      <tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px">${escapeHtml(m.intro)}</td></tr>
      <tr><td style="padding-bottom:24px"><a href="${escapeHtml(m.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(m.action)}</a></td></tr>
      <tr><td style="font-size:13px;line-height:1.5;color:#6b7280;padding-bottom:8px">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(m.url)}" style="color:#2563eb;word-break:break-all">${escapeHtml(m.url)}</a></td></tr>
      <tr><td style="font-size:13px;line-height:1.5;color:#6b7280">${escapeHtml(m.outro)}</td></tr>
    </table>
  </td></tr></table>
</body>
</html>`;
  return { to: m.to, subject: m.subject, text, html };
}

export function confirmEmailMail(input: { to: string; name: string; url: string }): MailMessage {
  return actionMail({
    to: input.to,
    subject: `Confirm your email for ${PRODUCT_NAME}`,
    heading: `Welcome to ${PRODUCT_NAME}!`,
    intro: `Please confirm your email address to finish setting up the homeschool for ${input.name}. The link is valid for 24 hours.`,
    action: 'Confirm email',
    url: input.url,
    outro: 'If you did not create this account, you can ignore this email.',
  });
}

export function resetPasswordMail(input: { to: string; url: string }): MailMessage {
  return actionMail({
    to: input.to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    heading: 'Reset your password',
    intro:
      'Someone asked to reset the password of your account. Choose a new password with the link below. It is valid for 1 hour and works once.',
    action: 'Choose a new password',
    url: input.url,
    outro: 'If you did not ask for this, ignore this email: your password stays the same.',
  });
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function existingAccountMail(input: { to: string; signInUrl: string }): MailMessage {
  return actionMail({
    to: input.to,
    subject: `You already have a ${PRODUCT_NAME} account`,
    heading: 'You already have an account',
    intro:
      'Someone tried to create a new account with this email address, which already has one. If that was you, simply sign in. Forgot your password? Use "Forgot password?" on the sign-in page.',
    action: 'Sign in',
    url: input.signInUrl,
    outro: 'If this was not you, you can ignore this email: nothing has changed.',
  });
}

/** An invite for another adult to join a family (ADR 024): the single-use link, valid for 7 days. */
export function inviteMail(input: {
  to: string;
  parentName: string;
  role: string;
  url: string;
}): MailMessage {
  return actionMail({
    to: input.to,
    subject: `${input.parentName} invites you to their homeschool on ${PRODUCT_NAME}`,
    heading: `Join ${input.parentName}’s homeschool`,
    intro: `${input.parentName} invites you to help with their homeschool as ${input.role}. The link works once and is valid for 7 days.`,
    action: 'Open the invite',
    url: input.url,
    outro: 'If you did not expect this, you can ignore this email.',
  });
}

/** Several exports of the account in an hour, or one from a new device (issue 39, ADR 032): the parent is told. */
export function exportAlertMail(input: {
  to: string;
  exportsInLastHour: number;
  newDevice: boolean;
  device: string;
  url: string;
}): MailMessage {
  const why = input.newDevice
    ? `Your ${PRODUCT_NAME} account was just exported from a device it had not been exported or signed in from before (${input.device}).`
    : `Your ${PRODUCT_NAME} account was exported ${input.exportsInLastHour} times in the last hour.`;
  return actionMail({
    to: input.to,
    subject: `Your ${PRODUCT_NAME} account was exported`,
    heading: 'Was this you?',
    intro: `${why} An export holds your children's records.`,
    action: 'See the account activity',
    url: input.url,
    outro:
      'If it was not you, change your password, sign out the other devices and turn on a second factor in Settings.',
  });
}
