import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse } from '@jiyun/domain';
import { createFileUrlSigner } from '../../files/signed-url.js';
import { DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';

let app: FastifyInstance;
let accessToken: string;
let otherCompany: string;
let avatarKey: string;

beforeAll(async () => {
  app = await buildTestApp();
  const session = await signIn(app, DEMO_OWNER);
  accessToken = session.accessToken;
  avatarKey = session.body.data.user.avatar_url ?? '';
  otherCompany = (await signIn(app, SECOND_OWNER)).accessToken;
});
afterAll(() => app.close());

async function signedUrlFor(key: string): Promise<string> {
  const response = await app.inject({
    url: `/api/v1/public/files/${key}`,
    headers: bearer(accessToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<ItemResponse<{ url: string }>>().data.url;
}

describe('GET /public/files/:key', () => {
  it('answers a signed link that streams the file with its content type', async () => {
    const url = await signedUrlFor(avatarKey);
    expect(url).toMatch(
      new RegExp(`^/api/v1/files/${avatarKey}\\?expires=\\d+&signature=[\\w-]+$`),
    );
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(290_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(300_000);

    const file = await app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
  });

  it("answers 404 for another company's file, as for an unknown key", async () => {
    const response = await app.inject({
      url: `/api/v1/public/files/${avatarKey}`,
      headers: bearer(otherCompany),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'File not found.', code: 'NOT_FOUND' });
  });

  it("gives links to a company's uploads to that company only", async () => {
    const key = await app.storage.put(Buffer.from('%PDF-1.7\n'), 'application/pdf', 'x');
    const harbourId = (await signIn(app, SECOND_OWNER)).body.data.user.merchant_id;
    const harbourKey = await app.storage.put(
      Buffer.from('%PDF-1.7\n'),
      'application/pdf',
      harbourId,
    );
    const ask = (fileKey: string, token: string) =>
      app.inject({ url: `/api/v1/public/files/${fileKey}`, headers: bearer(token) });
    expect((await ask(harbourKey, otherCompany)).statusCode).toBe(200);
    expect((await ask(harbourKey, accessToken)).statusCode).toBe(404);
    expect((await ask(key, otherCompany)).statusCode).toBe(404);
  });

  it('knows the owner of a file stored before files had owners from the rows naming it', async () => {
    const metaFile = join(app.config.filesDir, `${avatarKey}.meta.json`);
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Record<string, unknown>;
    expect(meta.ownerId).toEqual(expect.any(String));
    delete meta.ownerId;
    writeFileSync(metaFile, JSON.stringify(meta));

    await expect(signedUrlFor(avatarKey)).resolves.toContain(avatarKey);
    const response = await app.inject({
      url: `/api/v1/public/files/${avatarKey}`,
      headers: bearer(otherCompany),
    });
    expect(response.statusCode).toBe(404);
  });

  it('needs a bearer token', async () => {
    const response = await app.inject({ url: `/api/v1/public/files/${avatarKey}` });
    expect(response.statusCode).toBe(401);
  });

  it.each(['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fsecrets.json', 'x'.repeat(129)])(
    'answers a 4xx envelope (never 500) for the key %s',
    async (key) => {
      const response = await app.inject({
        url: `/api/v1/public/files/${key}`,
        headers: bearer(accessToken),
      });
      expect([400, 404, 414]).toContain(response.statusCode);
      expect(response.json()).toHaveProperty('code');
    },
  );
});

describe('GET /files/:key', () => {
  it('refuses a tampered signature with 403', async () => {
    const url = await signedUrlFor(avatarKey);
    const tampered = url.replace(
      /signature=(.)/,
      (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    const response = await app.inject({ url: tampered });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'This file link is not valid or has expired.',
      code: 'FORBIDDEN',
    });
  });

  it('refuses a link signed for another key, or with a changed expiry', async () => {
    const url = await signedUrlFor(avatarKey);
    const otherKey = url.replace(avatarKey, '0123456789abcdef0123456789abcdef.png');
    expect((await app.inject({ url: otherKey })).statusCode).toBe(403);
    const later = url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 1000}`);
    expect((await app.inject({ url: later })).statusCode).toBe(403);
  });

  it('refuses an expired link with 403', async () => {
    const signer = createFileUrlSigner(app.config.accessTokenSecret);
    const expired = signer.urlFor(avatarKey, Date.now() - 6 * 60 * 1000);
    expect((await app.inject({ url: expired })).statusCode).toBe(403);
  });

  it('refuses a link without signature', async () => {
    expect((await app.inject({ url: `/api/v1/files/${avatarKey}` })).statusCode).toBe(403);
  });

  it('answers 404 for a validly signed unknown key', async () => {
    const signer = createFileUrlSigner(app.config.accessTokenSecret);
    const response = await app.inject({
      url: signer.urlFor('0123456789abcdef0123456789abcdef.png'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'File not found.', code: 'NOT_FOUND' });
  });

  it('cannot reach outside the files directory even with a valid signature', async () => {
    const signer = createFileUrlSigner(app.config.accessTokenSecret);
    const response = await app.inject({ url: signer.urlFor('../secrets.json') });
    expect(response.statusCode).toBe(404);
  });
});
