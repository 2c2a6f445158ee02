import { addDaysIso, MONTH_SHORT_NAMES, weekdayOf, type IsoDate } from '@shared/domain/dates';
import { countOf } from '@shared/domain/progress-wording';
import { digestSubject, durationOf, lessonsLine } from '@shared/domain/weekly-digest';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml, PRODUCT_NAME } from '../../mail/templates';
import type { DigestContent, DigestDay } from './digest-content';

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 'Mon 30 Nov'. */
const dayLabel = (iso: IsoDate) =>
  `${DAY_NAMES[weekdayOf(iso)]} ${Number(iso.slice(8, 10))} ${MONTH_SHORT_NAMES[Number(iso.slice(5, 7)) - 1]}`;

/** The days the e-mail lists: Monday to Friday, and a weekend day only when it has lessons. */
const shownDays = (days: readonly DigestDay[], weekStart: IsoDate) =>
  days.filter((d) => d.date <= addDaysIso(weekStart, 4) || d.lessons.length > 0);

const dayMinutes = (d: DigestDay) => d.lessons.reduce((n, l) => n + l.minutes, 0);

const daySummary = (d: DigestDay) =>
  d.breakLabel && d.lessons.length === 0
    ? `Break: ${d.breakLabel}`
    : lessonsLine(d.lessons.length, dayMinutes(d));

const lessonText = (l: DigestDay['lessons'][number]) =>
  `${l.classTitle ? `${l.classTitle}: ` : ''}${l.title}${l.minutes > 0 ? ` (${durationOf(l.minutes)})` : ''}`;

const behindLine = (n: number) =>
  n === 0 ? 'No lessons behind from last week.' : `${countOf(n, 'lesson')} behind from last week.`;

export interface DigestLinks {
  /** The week view of the week. */
  weekUrl: string;
  /** The one-click unsubscribe address (GET: a confirmation page; POST: unsubscribes). */
  unsubscribeUrl: string;
  /** Where List-Unsubscribe-Post sends its POST (RFC 8058). */
  oneClickUrl: string;
}

/** The weekly e-mail to one adult, in text and HTML (every value escaped), with RFC 8058 one-click headers. */
export function weeklyDigestMail(to: string, content: DigestContent, links: DigestLinks): MailMessage {
  const subject = digestSubject(content.span);
  const lines: string[] = [subject, ''];
  for (const child of content.children) {
    lines.push(child.name, '-'.repeat(Math.min(child.name.length, 60)));
    lines.push(behindLine(child.behind));
    if (child.pace) lines.push(`${child.pace}.${child.paceDetail ? ` ${child.paceDetail}` : ''}`);
    lines.push('');
    for (const d of shownDays(child.days, content.weekStart)) {
      lines.push(`${dayLabel(d.date)}: ${daySummary(d)}`);
      for (const l of d.lessons) lines.push(`  - ${lessonText(l)}`);
    }
    lines.push('');
  }
  if (content.children.length === 0) lines.push('No children in the family yet.', '');
  lines.push(
    `Open the week: ${links.weekUrl}`,
    '',
    'You get this e-mail because you turned on the weekly e-mail in Settings → Notifications.',
    `Unsubscribe: ${links.unsubscribeUrl}`,
    '',
    `— ${PRODUCT_NAME}`,
  );

  const e = escapeHtml;
  const childHtml = content.children
    .map((child) => {
      const days = shownDays(child.days, content.weekStart)
        .map(
          (d) =>
            `<tr><td style="padding:6px 12px 6px 0;vertical-align:top;font-weight:bold;white-space:nowrap">${e(dayLabel(d.date))}</td><td style="padding:6px 0;vertical-align:top">${e(daySummary(d))}${
              d.lessons.length
                ? `<ul style="margin:4px 0 0;padding-left:18px">${d.lessons.map((l) => `<li>${e(lessonText(l))}</li>`).join('')}</ul>`
                : ''
            }</td></tr>`,
        )
        .join('');
      const pace = child.pace
        ? `<p style="margin:0 0 4px"><strong>${e(child.pace)}.</strong>${child.paceDetail ? ` ${e(child.paceDetail)}` : ''}</p>`
        : '';
      return `<tr><td style="padding:16px 0 8px;border-top:1px solid #e5e7eb">
<h2 style="margin:0 0 8px;font-size:18px;overflow-wrap:anywhere">${e(child.name)}</h2>
<p style="margin:0 0 4px">${e(behindLine(child.behind))}</p>${pace}
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;line-height:1.4;margin-top:8px">${days}</table>
</td></tr>`;
    })
    .join('');
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
      <tr><td style="font-size:20px;font-weight:bold;color:#2563eb;padding-bottom:8px">${PRODUCT_NAME}</td></tr>
      <tr><td style="font-size:18px;font-weight:bold;padding-bottom:12px">${e(subject)}</td></tr>
      ${childHtml || '<tr><td>No children in the family yet.</td></tr>'}
      <tr><td style="padding:16px 0"><a href="${e(links.weekUrl)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">Open the week</a></td></tr>
      <tr><td style="font-size:13px;line-height:1.5;color:#6b7280">You get this e-mail because you turned on the weekly e-mail in Settings → Notifications. <a href="${e(links.unsubscribeUrl)}" style="color:#2563eb">Unsubscribe</a></td></tr>
    </table>
  </td></tr></table>
</body>
</html>`;
  return {
    to,
    subject,
    text: lines.join('\n'),
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
