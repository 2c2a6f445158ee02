/** The named moments of an import a test can stop it at (ADR 040's SIGKILL tests). */
export type ImportPoint =
  'account-taken' | 'files-partly-stored' | 'rows-partly-written' | 'before-switch' | 'after-switch';

/**
 * Test-only: when `HS_TEST_IMPORT_PAUSE_AT` names this point (and NODE_ENV is not production), the import writes
 * `import paused at <point>` to stderr and waits there for good, so a test can kill the process at exactly that
 * moment. Otherwise nothing.
 */
export async function importCheckpoint(point: ImportPoint): Promise<void> {
  if (process.env.NODE_ENV === 'production' || process.env.HS_TEST_IMPORT_PAUSE_AT !== point) return;
  process.stderr.write(`import paused at ${point}\n`);
  await new Promise<never>(() => {});
}
