import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../src/server/config';
import { createTestApp, type TestApp } from './api';
import { startS3Server } from './s3-server';

/** A test app on one file store: the disk folder (a fresh DATA_DIR) or a real S3-compatible server. */
export async function appWithStore(store: 'disk' | 's3', overrides: Partial<AppConfig> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hs-files-'));
  const s3 = store === 's3' ? await startS3Server() : null;
  const t = await createTestApp({ dataDir, s3: s3?.config ?? null, ...overrides });
  return {
    t,
    dataDir,
    async close() {
      await t.close();
      await s3?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every object key in the app's file store. */
export async function storedObjects(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of t.deps.files.list('')) keys.push(object.key);
  return keys;
}
