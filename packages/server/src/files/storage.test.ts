import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discAvatarPng } from '../seed/avatar-png.js';
import { s3ConfigFor, startS3Emulator } from '../test-helpers/s3-emulator.js';
import type { S3Emulator } from '../test-helpers/s3-emulator.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import { FILE_STORE_UNAVAILABLE, FileStoreUnavailableError, isFileKey } from './storage.js';
import type { FileStorage } from './storage.js';

// Ports of this suite's own (4610-4619 are the S3 tests'): the emulator, a port nothing listens
// on, and a server that accepts connections and never answers.
const EMULATOR_PORT = 4611;
const CLOSED_PORT = 4613;
const SILENT_PORT = 4614;

const OWNER = '0b4d6a52-7c1e-4f0a-9d35-6f1c2a8e9b71';
const png = discAvatarPng(48, { r: 200, g: 40, b: 40 }, { r: 255, g: 255, b: 255 });

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A settlement document larger than one S3 part (5 MB), sent in 64 KB chunks as a form does. */
function largeDocument(): { bytes: Buffer; stream: () => Readable } {
  const bytes = Buffer.alloc(6 * 1024 * 1024 + 123);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31 + 7) % 251;
  return {
    bytes,
    stream: () =>
      Readable.from(
        (function* () {
          for (let at = 0; at < bytes.length; at += 64 * 1024)
            yield bytes.subarray(at, at + 64 * 1024);
        })(),
      ),
  };
}

const filesDir = mkdtempSync(join(tmpdir(), 'jiyun-storage-test-'));
let emulator: S3Emulator;
beforeAll(async () => {
  emulator = await startS3Emulator(EMULATOR_PORT);
}, 30_000);
afterAll(async () => {
  await emulator.close();
  rmSync(filesDir, { recursive: true, force: true });
});

// One suite, two stores: whatever the deployment picks, the routes see the same behaviour.
describe.each<[string, () => FileStorage]>([
  ['local', () => createLocalStorage(filesDir)],
  ['s3', () => createS3Storage(emulator.config)],
])('%s file storage', (kind, storageOf) => {
  it('keeps an uploaded picture with its type, size and owner under a fresh key', async () => {
    const storage = storageOf();
    const key = await storage.put(png, 'image/png', OWNER);
    expect(key).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(isFileKey(key)).toBe(true);
    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: 'image/png', size: png.length, ownerId: OWNER });
    expect(await bytesOf(await (file?.open() ?? Promise.reject(new Error('no file'))))).toEqual(
      png,
    );
    expect(await storage.put(png, 'image/png', OWNER)).not.toBe(key);
  });

  it('streams a file larger than one part and reads back the same bytes', async () => {
    const storage = storageOf();
    const document = largeDocument();
    const key = await storage.put(document.stream(), 'application/pdf', OWNER);
    expect(key).toMatch(/\.pdf$/);
    const file = await storage.get(key);
    expect(file).toMatchObject({ size: document.bytes.length, ownerId: OWNER });
    const read = await bytesOf(await (file?.open() ?? Promise.reject(new Error('no file'))));
    expect(read.equals(document.bytes)).toBe(true);
  }, 30_000);

  it('answers null for a malformed key and for a key with nothing stored', async () => {
    const storage = storageOf();
    expect(await storage.get('../secrets.json')).toBeNull();
    expect(await storage.get('0123456789abcdef0123456789ABCDEF.png')).toBeNull();
    expect(await storage.get('0123456789abcdef0123456789abcdef.png')).toBeNull();
  });

  it('refuses with the stream’s own error when the upload breaks off, keeping nothing', async () => {
    const storage = storageOf();
    const cut = new Error('Client closed the upload');
    const broken = new Readable({
      read() {
        this.push(png.subarray(0, 16));
        this.destroy(cut);
      },
    });
    await expect(storage.put(broken, 'image/png', OWNER)).rejects.toBe(cut);
    if (kind === 'local') {
      expect(readdirSync(filesDir).filter((name) => name.endsWith('.partial'))).toEqual([]);
    }
  });

  it('deletes a file so it reads as missing, and deleting again or a malformed key is no error', async () => {
    const storage = storageOf();
    const kept = await storage.put(png, 'image/png', OWNER);
    const gone = await storage.put(png, 'image/png', OWNER);
    await storage.delete(gone);
    expect(await storage.get(gone)).toBeNull();
    await expect(storage.delete(gone)).resolves.toBeUndefined();
    await expect(storage.delete('../secrets.json')).resolves.toBeUndefined();
    expect(await storage.get(kept)).toMatchObject({ size: png.length });
    if (kind === 'local') {
      expect(readdirSync(filesDir).filter((name) => name.startsWith(gone))).toEqual([]);
    }
  });

  it('says it is reachable', async () => {
    await expect(storageOf().check()).resolves.toBeUndefined();
  });

  it('lists every file it keeps, with when it was stored, and none it deleted', async () => {
    const storage = storageOf();
    const before = Date.now() - 2000;
    const kept = await storage.put(png, 'image/png', OWNER);
    const gone = await storage.put(Buffer.from('%PDF-1.4 statement'), 'application/pdf', OWNER);
    await storage.delete(gone);
    const listed = new Map<string, Date>();
    for await (const file of storage.list()) listed.set(file.key, file.storedAt);
    expect(listed.has(kept)).toBe(true);
    expect(listed.has(gone)).toBe(false);
    expect(listed.get(kept)?.getTime()).toBeGreaterThanOrEqual(before);
    expect([...listed.keys()].every(isFileKey)).toBe(true);
  });
});

describe('s3 file storage that does not answer', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // Accepts the connection and never answers: a store stuck behind a broken proxy.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((done) => silent.listen(SILENT_PORT, '127.0.0.1', done));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((done) => silent.close(done));
  });

  it.each([
    ['nothing listens', CLOSED_PORT],
    ['the store never answers', SILENT_PORT],
  ])(
    'fails with 503 within its time bound when %s',
    async (_case, port) => {
      const storage = createS3Storage(s3ConfigFor(`http://127.0.0.1:${port}`, 'jiyun-files', 300));
      for (const call of [
        () => storage.get('0123456789abcdef0123456789abcdef.png'),
        () => storage.put(png, 'image/png', OWNER),
        () => storage.check(),
      ]) {
        const started = Date.now();
        const error: unknown = await call().then(
          () => null,
          (failure: unknown) => failure,
        );
        expect(error).toBeInstanceOf(FileStoreUnavailableError);
        expect(error).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
        expect((error as Error).message).toBe(FILE_STORE_UNAVAILABLE);
        // Two tries of 300 ms and the SDK's backoff between them: well under two seconds.
        expect(Date.now() - started).toBeLessThan(2000);
      }
    },
    20_000,
  );

  it('answers unavailable, not "no such file", when the bucket does not exist', async () => {
    const storage = createS3Storage(s3ConfigFor(emulator.config.endpoint ?? '', 'no-such-bucket'));
    await expect(storage.put(png, 'image/png', OWNER)).rejects.toBeInstanceOf(
      FileStoreUnavailableError,
    );
    await expect(storage.check()).rejects.toBeInstanceOf(FileStoreUnavailableError);
  });
});
