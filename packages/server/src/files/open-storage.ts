import type { FastifyBaseLogger } from 'fastify';
import type { StorageConfig } from '../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';

/** The file storage the settings name: a bucket with `s3`, else the local directory. */
export function openFileStorage(
  config: StorageConfig,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): FileStorage {
  return config.fileStorage === 's3' && config.s3 !== null
    ? createS3Storage(config.s3, log)
    : createLocalStorage(config.filesDir);
}
