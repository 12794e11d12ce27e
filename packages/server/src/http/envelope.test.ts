import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@jiyun/domain';
import { DEMO_OPERATOR, DEMO_OWNER } from '../seed/demo.js';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { bearer, signIn } from '../test-helpers/sessions.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, (instance) => {
    instance.get('/api/v1/test/boom', async () => {
      throw new Error('secret internals: password=hunter2');
    });
    instance.get(
      '/api/v1/test/billing',
      { preHandler: [instance.authenticate, instance.requirePermission('billing')] },
      async () => ({ data: 'billing' }),
    );
    instance.get(
      '/api/v1/test/orders',
      { preHandler: [instance.authenticate, instance.requirePermission('orders')] },
      async () => ({ data: 'orders' }),
    );
  });
});
afterAll(() => app.close());

describe('error envelope', () => {
  it('answers an unexpected error with 500 INTERNAL and no internals', async () => {
    const response = await app.inject({ url: '/api/v1/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json<ApiError>()).toEqual({
      message: 'A server error occurred. Please try again later.',
      code: 'INTERNAL',
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers an unknown API route with 404 NOT_FOUND', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/v1/merchants/profile' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().code).toBe('NOT_FOUND');
  });

  it('answers a malformed URL in the envelope', async () => {
    const response = await app.inject({ url: '/api/v1/public/files/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe('VALIDATION_FAILED');
  });
});

describe('requirePermission', () => {
  it('lets the owner through every permission', async () => {
    const { accessToken } = await signIn(app, DEMO_OWNER);
    expect(
      (await app.inject({ url: '/api/v1/test/billing', headers: bearer(accessToken) })).statusCode,
    ).toBe(200);
  });

  it('lets a team member through only with the permission', async () => {
    const { accessToken } = await signIn(app, DEMO_OPERATOR);
    expect(
      (await app.inject({ url: '/api/v1/test/orders', headers: bearer(accessToken) })).statusCode,
    ).toBe(200);
    const refused = await app.inject({ url: '/api/v1/test/billing', headers: bearer(accessToken) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().code).toBe('FORBIDDEN');
  });
});

describe('nothing a client sends answers 500', () => {
  const urls = [
    '/api/v1/merchants/auth/root-login',
    '/api/v1/merchants/auth/sub-login',
    '/api/v1/merchants/auth/refresh',
    '/api/v1/merchants/auth/logout',
    '/api/v1/merchants/profile',
    '/api/v1/public/files/abc',
    '/api/v1/files/abc?expires=99999999999999999999&signature=x',
    '/api/v1/health',
    '/api/v1/openapi.json',
    '/',
  ];
  const payloads: [string | undefined, string][] = [
    [undefined, ''],
    ['application/json', '{'],
    ['application/json', '{"country_code":[],"identifier":{},"password":1e309}'],
    ['application/json', '{"constructor":{"prototype":{"x":1}}}'],
    ['application/json', '1'],
    ['application/json; charset=utf-16', '{}'],
    ['application/json', '\u0000\u0001'],
    ['text/plain', 'x'],
    ['application/octet-stream', 'x'],
    ['multipart/form-data', 'garbage'],
    [
      'multipart/form-data; boundary=----x',
      '------x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n------x--',
    ],
  ];
  const headerSets: Record<string, string>[] = [
    {},
    { authorization: 'Bearer a.b.c' },
    { authorization: 'Bearer' },
    { authorization: 'x'.repeat(5000) },
    { cookie: 'jiyun_refresh=%E0%A4%A; other=1' },
    { cookie: 'jiyun_refresh=' + 'x'.repeat(4000) },
    { accept: 'text/html' },
  ];

  async function expectNo500(
    method: 'GET' | 'POST' | 'PATCH' | 'OPTIONS',
    url: string,
    type: string | undefined,
    payload: string | undefined,
    headers: Record<string, string>,
  ) {
    const response = await app.inject({
      method,
      url,
      payload: method === 'GET' || method === 'OPTIONS' ? undefined : payload,
      headers: type === undefined ? headers : { ...headers, 'content-type': type },
    });
    if (response.statusCode >= 500) {
      throw new Error(
        `${method} ${url} ${type ?? ''} ${JSON.stringify(headers).slice(0, 60)} → ${response.statusCode} ${response.body}`,
      );
    }
  }

  it.each(urls)('holds for odd bodies and methods on %s', async (url) => {
    for (const method of ['GET', 'POST', 'PATCH', 'OPTIONS'] as const) {
      for (const [type, payload] of payloads) await expectNo500(method, url, type, payload, {});
    }
  });

  it.each(urls)('holds for odd headers on %s', async (url) => {
    for (const method of ['GET', 'POST'] as const) {
      for (const headers of headerSets) {
        await expectNo500(method, url, 'application/json', '{"country_code":"+1"}', headers);
      }
    }
  });
});
