/** Messages of the email-confirmation and password-reset flows (not fixed by the spec). */
export const authFlowMessages = {
  verificationSent:
    'If that account is waiting for confirmation, a new link is on its way. Check your inbox.',
  resetSent:
    'If an account uses this email, a link to choose a new password is on its way. Check your inbox.',
  resetDone: 'Your password has been changed. Please sign in with the new password.',
  resetInvalid: 'This reset link has expired or was already used. Please ask for a new one.',
  resetUnavailable:
    'Password reset by email is not set up on this server. Ask the administrator to reset your password.',
  linkExpired: 'This confirmation link has expired. Sign in to get a new one.',
  linkInvalid: 'This confirmation link is not valid. Sign in to get a new one.',
  linkUsed: 'Your email is already confirmed. Please sign in.',
  profileCompleted: 'Account setup completed successfully!',
  profileSaveFailed: 'Failed to save profile information',
  setupFailed: 'Failed to complete setup',
  googleFailed: 'Failed to sign in with Google',
  otherSessionsRevoked: 'Signed out of all other devices',
  sessionRevoked: 'Signed out of that device',
} as const;

/** The sign-in, sign-up and password forms' validation messages. */
export const authMessages = {
  emailInvalid: 'Please enter a valid email address.',
  nameTooLong: 'The name can be at most 100 characters.',
  yourNameRequired: 'Please enter your name.',
  passwordMissing: 'Please enter your password.',
  passwordRequired: 'Please enter a password.',
  passwordTooShort: 'The password must be at least 8 characters.',
  passwordTooLong: 'The password can be at most 128 characters.',
  passwordCommon: 'This password is too common. Please choose a less guessable one.',
  resetLinkInvalid: 'This reset link is not valid.',
} as const;
