import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FastifyBaseLogger } from 'fastify';
import type { S3Config } from '../config.js';
import { FileStoreUnavailableError, isFileKey, newFileKey } from './storage.js';
import type { FileStorage } from './storage.js';

/** Where the bucket is and how to reach it: the `S3_*` configuration, checked at start. */
export type S3StorageOptions = S3Config;

/** The object metadata (`x-amz-meta-owner`) that says which company a file belongs to. */
const OWNER_METADATA = 'owner';

/**
 * Only the parts in flight are held: lib-storage reads a stream into parts of this size (5 MB,
 * S3's smallest) and sends `QUEUE_SIZE` of them at once, so an upload costs at most that much
 * memory whatever the file's size.
 */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, Alibaba OSS, Cloudflare R2), shared
 * by every instance. A store silent for `timeoutMs` fails the call (one retry); a store that
 * does not answer, or refuses our credentials, turns into a 503 for the request, never a hang.
 */
export function createS3Storage(
  options: S3StorageOptions,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): FileStorage {
  const client = new S3Client({
    ...(options.endpoint === null ? {} : { endpoint: options.endpoint }),
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials === null ? {} : { credentials: options.credentials }),
    maxAttempts: 2,
    // Bounds on silence, not on the whole call: connecting, and any stretch without a byte
    // either way. A 5 MB part on a slow link may take longer than the bound and still succeed;
    // a store that stops answering (before its answer, or in the middle of a download) fails.
    requestHandler: {
      connectionTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
    // default trailing CRC32 on every upload, and the TLS connection already guards the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = options;

  function unavailable(action: string, error: unknown): FileStoreUnavailableError {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    log?.warn({ bucket, action }, `File storage did not answer: ${reason}`);
    return new FileStoreUnavailableError(reason);
  }

  return {
    async put(content, contentType, ownerId) {
      const key = newFileKey(contentType);
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          Body: content,
          ContentType: contentType,
          Metadata: { [OWNER_METADATA]: ownerId },
        },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
      });
      try {
        await upload.done();
      } catch (error) {
        // The caller's own stream failing (a check refusing the content, the client gone)
        // is the caller's error; anything else is the store's.
        if (!Buffer.isBuffer(content) && content.errored) throw content.errored;
        throw unavailable('put', error);
      }
      return key;
    },

    async get(key) {
      if (!isFileKey(key)) return null;
      let head;
      try {
        head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw unavailable('head', error);
      }
      return {
        contentType: head.ContentType ?? 'application/octet-stream',
        size: head.ContentLength ?? 0,
        ownerId: head.Metadata?.[OWNER_METADATA] ?? null,
        async open() {
          try {
            const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
            if (object.Body instanceof Readable) return object.Body;
            throw new Error('the store answered without a body');
          } catch (error) {
            throw unavailable('get', error);
          }
        },
      };
    },

    async delete(key) {
      if (!isFileKey(key)) return;
      try {
        // S3 answers a missing key with success too.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        throw unavailable('delete', error);
      }
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw unavailable('check', error);
      }
    },

    async *list() {
      let token: string | undefined;
      do {
        let page;
        try {
          page = await client.send(
            new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
          );
        } catch (error) {
          throw unavailable('list', error);
        }
        for (const object of page.Contents ?? []) {
          // Only our keys: anything else in a shared bucket is not ours to judge.
          if (object.Key && isFileKey(object.Key)) {
            yield { key: object.Key, storedAt: object.LastModified ?? new Date(0) };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' ||
      error.name === 'NoSuchKey' ||
      error.$metadata.httpStatusCode === 404)
  );
}
