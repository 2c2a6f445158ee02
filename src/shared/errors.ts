/** Error codes the API answers with, and the HTTP status each maps to. */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  /** Too much of one kind of work at once (PDFs being made, ADR 036): try again after Retry-After. */
  BUSY: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

// The error body and its check live in their own module: the browser's entry chunk needs them without the
// tables here (ADR 037).
export { isApiErrorBody, type ApiErrorBody } from './error-body';

/** User-facing messages fixed by the spec. */
export const messages = {
  invalidCredentials: 'Invalid email or password. Please check your credentials.',
  emailNotVerified: 'Please verify your email! Check your inbox and click the confirmation link.',
  accountExists: 'An account with this email already exists. Please sign in instead.',
  signInFailed: 'Failed to sign in',
  signUpFailed: 'Failed to create account',
  signedIn: 'Signed in successfully',
  accountCreated: 'Account created successfully!',
  accountCreatedConfirm: 'Account created! Please check your email for a confirmation link.',
  signOutFailed: 'Failed to sign out',
  unauthenticated: 'Please sign in to continue.',
  notFound: 'Not found.',
} as const;
