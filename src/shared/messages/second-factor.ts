/** The second factor's words (issue 39; not fixed by the spec). */
export const secondFactorMessages = {
  title: 'Second factor',
  intro:
    'A code from an authenticator app (any app that shows six-digit codes) is asked for after your password.',
  statusOn: 'On — a code from your authenticator app is asked for after your password.',
  statusOff: 'Off — your password alone signs you in.',
  recoveryLeft: (n: number) => `${n} recovery ${n === 1 ? 'code' : 'codes'} left.`,
  providerOwn: 'You sign in with your identity provider: its own second factor applies. Turn it on there.',
  enrol: 'Turn on',
  enrolTitle: 'Turn on a second factor',
  enrolPasswordStep: 'Enter your password to start.',
  scanStep: 'Add this account to your authenticator app: open the link on this device, or type the key.',
  keyLabel: 'Key to type',
  openInApp: 'Open in authenticator app',
  codeStep: 'Then enter the six-digit code the app shows.',
  codeLabel: 'Code',
  recoveryCodeLabel: 'Recovery code',
  confirm: 'Turn on',
  enabled: 'Second factor turned on',
  recoveryTitle: 'Your recovery codes',
  recoveryIntro:
    'Each code signs you in once if you lose your authenticator app. Keep them somewhere safe: they are shown only now.',
  recoveryDone: 'I have kept them',
  copyCodes: 'Copy codes',
  copied: 'Copied',
  regenerate: 'New recovery codes',
  regenerateTitle: 'New recovery codes',
  regenerateIntro: 'Your old recovery codes stop working. Enter your password to make new ones.',
  remove: 'Turn off',
  removeTitle: 'Turn off the second factor?',
  removeIntro: 'Your password alone will sign you in. Enter your password to turn it off.',
  removed: 'Second factor turned off',
  passwordLabel: 'Password',
  // Errors.
  wrongPassword: 'That password is not right.',
  passwordRequired: 'Please enter your password.',
  codeInvalid: 'That code is not right. Check the time on your device and try again.',
  codeFormat: 'Enter the six-digit code from your authenticator app.',
  recoveryFormat: 'Enter a recovery code (like abcde-12345).',
  recoveryInvalid: 'That recovery code is not right or was already used.',
  alreadyOn: 'A second factor is already on for this account.',
  notOn: 'No second factor is on for this account.',
  noPassword:
    'This account signs in with an identity provider and has no password here: use the provider’s own second factor.',
  challengeExpired: 'This sign-in has expired. Please sign in again.',
  tooManyCodes: 'Too many wrong codes. Please sign in again.',
  locked: 'Too many wrong codes. Please wait 15 minutes and try again.',
  familyRequires: 'Your family asks every adult to use a second factor: it cannot be turned off.',
  // The server's answer to every other route while a member the family rule asks has none yet (ADR 031).
  mustEnrol:
    'Your family asks every adult to use a second factor. Set one up in Settings → Account to continue.',
  // Sign-in.
  signInCodeTitle: 'Enter your code',
  signInCodeIntro: 'Open your authenticator app and enter the six-digit code for Homeschool.',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use a code from the app instead',
  verify: 'Sign in',
  enrolRequiredTitle: 'Your family asks for a second factor',
  enrolRequiredIntro:
    'Every adult of this family signs in with a password and a code from an authenticator app. Turn it on to go on.',
  // The family setting.
  familyRuleTitle: 'Every adult member must use a second factor',
  familyRuleHint:
    'Members without one are asked to turn it on when they next sign in with a password. Provider sign-ins follow the provider.',
  familyRuleOn: 'Every adult must now use a second factor',
  familyRuleOff: 'A second factor is now up to each adult',
} as const;
