/**
 * Whether a path is one of the signed-in pages (the shell's), not a public one (the landing page, sign-in and
 * sign-up, password reset, an evaluator's or an invite's link). The lazy layouts start the shell's chunks on such
 * a path, and index.html's early start (boot/early-start.ts) its session and page reads.
 */
export const isSignedInPath = (pathname: string): boolean =>
  !/^\/(welcome|sign-|forgot-|reset-|evaluator\/|invite\/)/.test(pathname);
