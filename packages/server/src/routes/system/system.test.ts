import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { signIn } from '../../test-helpers/sessions.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /health', () => {
  it('answers ok and ready after asking the database and the file store', async () => {
    const response = await app.inject({ url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', ready: true, database: 'ok', files: 'ok' });
  });

  it('answers 503 when the database fails', async () => {
    const lost = vi.spyOn(app.db, 'execute').mockRejectedValueOnce(new Error('connection lost'));
    const response = await app.inject({ url: '/api/v1/health' });
    lost.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      ready: false,
      database: 'unavailable',
      files: 'ok',
    });
  });
});

describe('GET /health while the database lacks this build’s newest migration', () => {
  let behind: FastifyInstance;
  beforeAll(async () => {
    behind = await buildTestApp();
    // As seen while another instance is still applying it to the shared database.
    await behind.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
  });
  afterAll(() => behind.close());

  it('answers 503, not ready, with every service up', async () => {
    const response = await behind.inject({ url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      ready: false,
      database: 'ok',
      files: 'ok',
    });
  });
});

describe('GET /health with Redis configured', () => {
  // A port of this task's range where nothing listens: Redis is down.
  const downRedis = 'redis://127.0.0.1:4616';
  let down: FastifyInstance;
  beforeAll(async () => {
    down = await buildTestApp({ redisUrl: downRedis });
  });
  afterAll(() => down.close());

  // Redis is optional (limits count in-process without it): one dead Redis must not take every
  // instance out of the load balancer, nor fill the log at every probe.
  it('reports Redis as degraded with 200, logged once, and the instance serves', async () => {
    const warned = vi.spyOn(down.log, 'warn');
    for (let probe = 0; probe < 3; probe += 1) {
      const started = Date.now();
      const response = await down.inject({ url: '/api/v1/health' });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        ready: true,
        database: 'ok',
        files: 'ok',
        redis: 'degraded',
      });
    }
    const healthWarnings = warned.mock.calls.filter((call) =>
      call.some((part) => typeof part === 'string' && part.startsWith('Health check: Redis')),
    );
    expect(healthWarnings).toHaveLength(1);
    expect((await signIn(down, DEMO_OWNER)).accessToken).toBeTruthy();
  });
});

const sharedRedis = process.env.REDIS_URL;
// Like the other Redis tests: runs where a Redis is provided (this project's machines, CI).
describe.runIf(sharedRedis)('GET /health with the shared Redis up', () => {
  let withRedis: FastifyInstance;
  beforeAll(async () => {
    withRedis = await buildTestApp({ redisUrl: sharedRedis ?? null });
  });
  afterAll(() => withRedis.close());

  it('reports Redis as ok', async () => {
    // The client connects in the background; the first ping may come before it has.
    await vi.waitFor(async () => {
      const response = await withRedis.inject({ url: '/api/v1/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', redis: 'ok' });
    });
  });
});

describe('without a built app', () => {
  it('answers / with the not-built page and keeps the API working', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('pnpm build');
  });
});

describe('GET /openapi.json', () => {
  it('documents every API route, with request schemas from the yup schemas', async () => {
    const response = await app.inject({ url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/v1/files/{key}',
        '/api/v1/health',
        '/api/v1/merchants/auth/logout',
        '/api/v1/merchants/auth/refresh',
        '/api/v1/merchants/auth/root-login',
        '/api/v1/merchants/auth/sub-login',
        '/api/v1/merchants/profile',
        '/api/v1/merchants/locations',
        '/api/v1/merchants/warehouses',
        '/api/v1/merchants/warehouses/operators',
        '/api/v1/merchants/warehouses/shipping-lines',
        '/api/v1/merchants/warehouses/{warehouseId}',
        '/api/v1/merchants/warehouses/{warehouseId}/parcels',
        '/api/v1/merchants/warehouses/{warehouseId}/parcels/{parcelId}',
        '/api/v1/merchants/warehouses/{warehouseId}/parcels/{parcelId}/label',
        '/api/v1/merchants/warehouses/{warehouseId}/parcels/labels',
        '/api/v1/merchants/warehouses/{warehouseId}/shelf-labels',
        '/api/v1/public/files/{key}',
        '/api/v1/merchants/auth/phone/password-reset/request',
        '/api/v1/merchants/auth/phone/resend-otp',
        '/api/v1/merchants/auth/phone/password-reset/verify',
        '/api/v1/merchants/auth/reset-password',
        '/api/v1/merchants/auth/phone/otp-send',
        '/api/v1/merchants/auth/phone/update',
        '/api/v1/merchants/auth/email/update',
        '/api/v1/merchants/auth/password/update',
        '/api/v1/merchants/notifications',
        '/api/v1/merchants/notifications/unread-count',
        '/api/v1/merchants/notifications/{id}/read',
        '/api/v1/merchants/notifications/read-all',
        '/api/v1/merchants/orders',
        '/api/v1/merchants/orders/documents',
        '/api/v1/merchants/orders/export',
        '/api/v1/merchants/orders/{orderId}',
        '/api/v1/merchants/orders/{orderId}/cancel',
        '/api/v1/merchants/orders/{orderId}/check-price',
        '/api/v1/merchants/orders/{orderId}/documents/{kind}',
        '/api/v1/merchants/orders/{orderId}/parcels',
        '/api/v1/merchants/orders/{orderId}/parcels/{parcelId}/return',
        '/api/v1/merchants/returns',
        '/api/v1/merchants/returns/{returnId}',
        '/api/v1/merchants/returns/{returnId}/cancel',
        '/api/v1/merchants/bank-account',
        '/api/v1/merchants/bank-account/code',
        '/api/v1/merchants/billing-overview',
        '/api/v1/merchants/dashboard',
        '/api/v1/merchants/settlements/{settlementId}',
        '/api/v1/merchants/shipping-lines',
        '/api/v1/merchants/shipping-lines/{shippingLineId}',
        '/api/v1/merchants/routes',
        '/api/v1/merchants/route-deposit',
        '/api/v1/merchants/display-info',
        '/api/v1/merchants/subaccounts',
        '/api/v1/merchants/team/{memberId}',
        '/api/v1/merchants/team/{memberId}/phone/otp-send',
        '/api/v1/merchants/auth/sub/send-otp',
        '/api/v1/merchants/auth/register/sub-account',
      ].sort(),
    );
    const login = document.paths['/api/v1/merchants/auth/root-login']?.post;
    expect(login?.requestBody?.content['application/json']?.schema).toEqual({
      type: 'object',
      properties: {
        country_code: { type: 'string' },
        identifier: { type: 'string', maxLength: 32, pattern: '^[\\d\\s-]+$' },
        password: { type: 'string', maxLength: 128 },
      },
      required: ['country_code', 'identifier', 'password'],
      additionalProperties: false,
    });
  });
});
