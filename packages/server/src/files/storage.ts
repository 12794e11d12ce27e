import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../http/app-error.js';

/** A stored file as the download route needs it. */
export interface StoredFile {
  contentType: string;
  size: number;
  /** The merchant whose file it is; null for a file stored before files had owners. */
  ownerId: string | null;
  /** The bytes; asked for only when they are sent, so an ownership check costs no download. */
  open(): Promise<Readable>;
}

/**
 * Where uploaded files live: `local` (a directory of one machine) or `s3` (an S3-compatible
 * bucket every instance shares). Both keep the owner beside the bytes (ADR 0051).
 */
export interface FileStorage {
  /**
   * Stores the bytes under a new random key, as the merchant `ownerId`'s, and answers the key.
   * A stream is written as it arrives, never gathered whole in memory; the caller has checked
   * the content (type by its first bytes, size) before or while it streams.
   */
  put(content: Buffer | Readable, contentType: string, ownerId: string): Promise<string>;
  /** Null when the key is malformed or nothing is stored under it. */
  get(key: string): Promise<StoredFile | null>;
  /**
   * Removes the file under the key (a package photo replaced by a repack); a malformed key, or
   * one with nothing stored, is no error: deleting twice leaves the same store.
   */
  delete(key: string): Promise<void>;
  /** Resolves when the store can be read and written; the health check's probe. */
  check(): Promise<void>;
  /** Every stored file's key and when it was stored, a page at a time (`pnpm ops files:sweep`). */
  list(): AsyncIterable<ListedFile>;
}

/** A file as the store lists it. */
export interface ListedFile {
  key: string;
  storedAt: Date;
}

/** The answer when the file store does not answer in time: the request fails, nothing hangs. */
export const FILE_STORE_UNAVAILABLE =
  'File storage is unavailable at the moment. Please try again shortly.';

export class FileStoreUnavailableError extends AppError {
  constructor(readonly reason: string) {
    super(503, 'UNAVAILABLE', FILE_STORE_UNAVAILABLE);
    this.name = 'FileStoreUnavailableError';
  }
}

// Keys are ours (random hex plus an extension), so anything else cannot name a stored file;
// this is what keeps `../` and friends out of the files directory and the bucket.
const KEY_PATTERN = /^[a-f0-9]{32}(\.[a-z0-9]{1,8})?$/;

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
};

export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A fresh key: 128 random bits, and the extension of the type so a download names itself. */
export function newFileKey(contentType: string): string {
  return `${randomBytes(16).toString('hex')}${EXTENSIONS[contentType] ?? ''}`;
}
