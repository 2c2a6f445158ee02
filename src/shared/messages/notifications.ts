/** The weekly e-mail's words (issue 41, ADR 045): Settings → Notifications, the server's answers, the unsubscribe page. */
export const notificationsMessages = {
  heading: 'Notifications',
  intro: 'A short e-mail on Sunday evening with the coming week for each child.',
  weeklyEmail: 'Weekly e-mail',
  weeklyEmailHint: (email: string) =>
    `Sunday at 6 pm (your family’s timezone): each child’s lessons for the week, lessons behind and the pace towards your requirement. Sent to ${email}.`,
  noEmail: 'Your account has no e-mail address to send to.',
  mailOff: 'The server has no mail set up (SMTP_URL), so no e-mail leaves it yet.',
  turnedOn: 'Weekly e-mail turned on',
  turnedOff: 'Weekly e-mail turned off',
  weeklyEmailRequired: 'Say whether the weekly e-mail is on (true or false).',
  loadFailed: 'The notification settings could not be loaded.',
  saveFailed: 'The weekly e-mail setting could not be saved.',
  openSettings: 'Open Settings',
  // The unsubscribe page (no sign-in: the link's signed token is the key).
  unsubscribeTitle: 'Stop the weekly e-mail?',
  unsubscribeIntro:
    'You get this e-mail because you turned it on in Settings → Notifications. You can turn it on again there at any time.',
  unsubscribe: 'Unsubscribe',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribed: 'You will get no more weekly e-mails. Turn them on again in Settings → Notifications.',
  alreadyOff: 'The weekly e-mail is already off for this address.',
  badLink:
    'This unsubscribe link is not valid. Open the newest e-mail’s link, or turn the e-mail off in Settings → Notifications.',
  badLinkTitle: 'This link does not work',
  tokenInvalid: 'The unsubscribe link is not valid.',
} as const;
