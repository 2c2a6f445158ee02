import path from 'node:path';
import type { AppConfig } from '../config';
import { diskFileStore } from './disk-store';
import type { FileStore } from './file-store';
import { s3FileStore } from './s3-store';

/** The configured store: S3-compatible storage when S3_BUCKET is set (several instances), else DATA_DIR/files. */
export function createFileStore(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? s3FileStore(config.s3) : diskFileStore(path.join(config.dataDir, 'files'));
}
