import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config.js';

/** s3rver's fixed credentials: it checks signatures made with them. */
const EMULATOR_KEY = 'S3RVER';

export interface S3Emulator {
  config: S3Config;
  close(): Promise<void>;
}

/**
 * An S3-compatible server from npm (s3rver) on `port` with one empty bucket, its objects in a
 * scratch directory removed on close. Tests use a port of their own (4610-4619).
 */
export async function startS3Emulator(port: number, bucket = 'jiyun-files'): Promise<S3Emulator> {
  const directory = mkdtempSync(join(tmpdir(), 'jiyun-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    config: s3ConfigFor(`http://127.0.0.1:${port}`, bucket),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The storage settings for an emulator (or nothing at all) at `endpoint`. */
export function s3ConfigFor(endpoint: string, bucket = 'jiyun-files', timeoutMs = 2000): S3Config {
  return {
    endpoint,
    region: 'us-east-1',
    bucket,
    credentials: { accessKeyId: EMULATOR_KEY, secretAccessKey: EMULATOR_KEY },
    forcePathStyle: true,
    timeoutMs,
  };
}
