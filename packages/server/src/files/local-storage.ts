import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file as the download route needs it. */
export interface StoredFile {
  contentType: string;
  size: number;
  /** The merchant whose file it is; null for a file stored before files had owners. */
  ownerId: string | null;
  open(): Readable;
}

/** Where uploaded files live; `local` today, S3-compatible later behind the same shape. */
export interface FileStorage {
  /** Stores the bytes under a new random key, as the merchant `ownerId`'s, and answers the key. */
  put(content: Buffer, contentType: string, ownerId: string): Promise<string>;
  /** Null when the key is malformed or nothing is stored under it. */
  get(key: string): Promise<StoredFile | null>;
}

// Keys are ours (random hex plus an extension), so anything else cannot name a stored file;
// this is what keeps `../` and friends out of the files directory.
const KEY_PATTERN = /^[a-f0-9]{32}(\.[a-z0-9]{1,8})?$/;

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
};

interface FileMeta {
  contentType: string;
  size: number;
  createdAt: string;
  ownerId?: string;
}

export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function createLocalStorage(filesDir: string): FileStorage {
  const pathOf = (key: string) => join(filesDir, key);
  const metaPathOf = (key: string) => join(filesDir, `${key}.meta.json`);

  return {
    async put(content, contentType, ownerId) {
      await mkdir(filesDir, { recursive: true });
      const key = `${randomBytes(16).toString('hex')}${EXTENSIONS[contentType] ?? ''}`;
      const meta: FileMeta = {
        contentType,
        size: content.length,
        createdAt: new Date().toISOString(),
        ownerId,
      };
      // Written under a temporary name first so a reader never sees half a file.
      const partial = `${pathOf(key)}.partial`;
      await writeFile(partial, content, { mode: 0o600 });
      await writeFile(metaPathOf(key), JSON.stringify(meta), { mode: 0o600 });
      await rename(partial, pathOf(key));
      return key;
    },

    async get(key) {
      if (!isFileKey(key)) return null;
      try {
        const [meta, info] = await Promise.all([
          readFile(metaPathOf(key), 'utf8').then((text) => JSON.parse(text) as FileMeta),
          stat(pathOf(key)),
        ]);
        return {
          contentType: meta.contentType,
          size: info.size,
          ownerId: typeof meta.ownerId === 'string' ? meta.ownerId : null,
          open: () => createReadStream(pathOf(key)),
        };
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
  };
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
