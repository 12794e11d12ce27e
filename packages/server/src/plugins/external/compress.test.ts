import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';
import type { SignedIn } from '../../test-helpers/sessions.js';
import { API_COMPRESS_THRESHOLD_BYTES } from './compress.js';

let app: FastifyInstance;
let owner: SignedIn;
beforeAll(async () => {
  app = await buildTestApp();
  owner = await signIn(app, DEMO_OWNER);
});
afterAll(() => app.close());

const WAREHOUSES = '/api/v1/merchants/warehouses';

describe('API answers over the threshold', () => {
  it('are large enough to test with: the warehouse list, uncompressed', async () => {
    const response = await app.inject({ url: WAREHOUSES, headers: bearer(owner.accessToken) });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeGreaterThanOrEqual(API_COMPRESS_THRESHOLD_BYTES);
  });

  it.each([
    { acceptEncoding: 'gzip, deflate, br, zstd', sent: 'br', decode: brotliDecompressSync },
    { acceptEncoding: 'gzip, deflate', sent: 'gzip', decode: gunzipSync },
  ])(
    'are sent as $sent to Accept-Encoding "$acceptEncoding", still no-store',
    async ({ acceptEncoding, sent, decode }) => {
      const plain = await app.inject({ url: WAREHOUSES, headers: bearer(owner.accessToken) });
      const response = await app.inject({
        url: WAREHOUSES,
        headers: { ...bearer(owner.accessToken), 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(sent);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
    },
  );
});

describe('what is not compressed', () => {
  it('a small answer (under 1 KB)', async () => {
    const response = await app.inject({
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(API_COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok', ready: true, database: 'ok', files: 'ok' });
  });

  it('a file that is compressed already (the PNG avatar)', async () => {
    const avatarKey = owner.body.data.user.avatar_url;
    expect(avatarKey).toBeTruthy();
    const response = await app.inject({
      url: app.fileUrls.urlFor(String(avatarKey)),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('a request body sent compressed is refused, not inflated', async () => {
    const credentials = {
      country_code: DEMO_OWNER.country_code,
      identifier: DEMO_OWNER.identifier,
      password: DEMO_OWNER.password,
    };
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/merchants/auth/root-login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(credentials)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ accessToken?: string }>().accessToken).toBeUndefined();
  });
});
