import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StoreConfig } from '@server/files/s3-store';

/**
 * A real S3-compatible server (s3rver, from the npm registry) on a free local port, its objects in a temporary
 * folder: the S3 backend is tested against it, never against a mock of the SDK.
 */
export async function startS3Server(bucket = 'homeschool-test'): Promise<{
  config: S3StoreConfig;
  close: () => Promise<void>;
}> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'hs-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    // s3rver's own credentials.
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
