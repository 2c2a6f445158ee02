import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, type Readable } from 'node:stream';
import { checkKey, type FileStore, type StoredObject } from './file-store';

export interface S3StoreConfig {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * S3-compatible object storage (AWS, MinIO, Garage, R2…), shared by every instance. Path-style addressing, so a
 * self-hosted server needs no wildcard DNS. A put streams through a multipart upload (`@aws-sdk/lib-storage`),
 * which is aborted when the body fails: no object, no parts left behind.
 */
export function s3FileStore(config: S3StoreConfig): FileStore & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const Bucket = config.bucket;
  const notThere = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

  async function* list(prefix: string): AsyncGenerator<StoredObject> {
    const clean = prefix.replace(/\/+$/, '');
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: clean ? `${clean}/` : undefined, ContinuationToken }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    client,

    async put(key, body, meta) {
      let size = 0;
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => (size += chunk.length));
      body.on('error', (error) => counted.destroy(error));
      body.pipe(counted);
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkKey(key), Body: counted, ContentType: meta.contentType },
      });
      await upload.done();
      return { size };
    },

    async get(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checkKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return object.Body as Readable;
      } catch (error) {
        if (notThere(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },

    list,
  };
}
