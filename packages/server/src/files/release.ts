import type { FastifyBaseLogger } from 'fastify';
import type { FileReferenceRepository } from '../repositories/file-references.js';
import type { FileStorage } from './storage.js';

/** What releasing needs: the app itself in a route, its parts in `pnpm ops`. */
export interface FileKeeping {
  storage: FileStorage;
  repositories: { fileReferences: FileReferenceRepository };
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Deletes those of `keys` no row names once a write has decided (issue 39.9): the files a
 * refused or failed write stored, the files a committed write replaced. Asking the rows rather
 * than trusting the write's answer keeps it right when two writes race or a commit's answer is
 * lost: a file some row names always stays. A store that fails here leaves bytes for
 * `pnpm ops files:sweep`, never a wrong answer, so it is logged and the request goes on.
 */
export async function releaseFiles(keeping: FileKeeping, keys: readonly string[]): Promise<void> {
  const candidates = [...new Set(keys)];
  if (candidates.length === 0) return;
  try {
    const inUse = await keeping.repositories.fileReferences.inUse(candidates);
    for (const key of candidates) {
      if (!inUse.has(key)) await keeping.storage.delete(key);
    }
  } catch (error) {
    keeping.log.warn({ keys: candidates, err: error }, 'Files no longer in use were not deleted.');
  }
}

/** An uploaded file a write is about to point a row at. */
export interface Upload {
  content: Buffer;
  contentType: string;
}

/**
 * Stores `upload` (when there is one) as the company `ownerId`'s and runs `write` with its key
 * (null without one); then releases the new key and the `previous` files the write may have
 * replaced, each deleted only when no row names it. A refused write leaves no file behind, a
 * committed one leaves no file it replaced.
 */
export async function writeWithFile<T>(
  keeping: FileKeeping,
  upload: Upload | null,
  ownerId: string,
  previous: readonly (string | null | undefined)[],
  write: (key: string | null) => Promise<T>,
): Promise<T> {
  let key: string | null = null;
  try {
    if (upload) key = await keeping.storage.put(upload.content, upload.contentType, ownerId);
    return await write(key);
  } finally {
    const candidates = [key, ...previous].filter((one): one is string => typeof one === 'string');
    await releaseFiles(keeping, candidates);
  }
}
