import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isFileKey, newFileKey } from './storage.js';
import type { FileStorage } from './storage.js';

interface FileMeta {
  contentType: string;
  size: number;
  createdAt: string;
  ownerId?: string;
}

/** Files in a directory of this machine: one instance, or a directory every instance mounts. */
export function createLocalStorage(filesDir: string): FileStorage {
  const pathOf = (key: string) => join(filesDir, key);
  const metaPathOf = (key: string) => join(filesDir, `${key}.meta.json`);

  return {
    async put(content, contentType, ownerId) {
      await mkdir(filesDir, { recursive: true });
      const key = newFileKey(contentType);
      // Written under a temporary name first so a reader never sees half a file.
      const partial = `${pathOf(key)}.partial`;
      try {
        await pipeline(
          Buffer.isBuffer(content) ? Readable.from([content]) : content,
          createWriteStream(partial, { mode: 0o600 }),
        );
        const { size } = await stat(partial);
        const meta: FileMeta = { contentType, size, createdAt: new Date().toISOString(), ownerId };
        await writeFile(metaPathOf(key), JSON.stringify(meta), { mode: 0o600 });
        await rename(partial, pathOf(key));
      } catch (error) {
        // A stream that failed half-way (client gone, a check refusing it) leaves nothing behind.
        await rm(partial, { force: true });
        await rm(metaPathOf(key), { force: true });
        throw error;
      }
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
          open: () => Promise.resolve(createReadStream(pathOf(key))),
        };
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      if (!isFileKey(key)) return;
      // The bytes first: a file without its meta reads as missing, never the other way round.
      await rm(pathOf(key), { force: true });
      await rm(metaPathOf(key), { force: true });
    },

    async check() {
      await mkdir(filesDir, { recursive: true });
      await access(filesDir, constants.R_OK | constants.W_OK);
    },

    async *list() {
      let names: string[];
      try {
        names = await readdir(filesDir);
      } catch (error) {
        if (isMissingFile(error)) return;
        throw error;
      }
      for (const name of names) {
        // The bytes name the file; its meta, and a half-written `.partial`, are not files.
        if (!isFileKey(name)) continue;
        try {
          yield { key: name, storedAt: (await stat(pathOf(name))).mtime };
        } catch (error) {
          if (!isMissingFile(error)) throw error;
        }
      }
    },
  };
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
