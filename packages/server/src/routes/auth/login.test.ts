import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, SessionResponse } from '@jiyun/domain';
import { merchants, users } from '../../db/schema.js';
import { DEMO_OPERATOR, DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { loginPath, postJson, refreshCookieOf } from '../../test-helpers/sessions.js';

const ROOT_LOGIN = '/api/v1/merchants/auth/root-login';
const SUB_LOGIN = '/api/v1/merchants/auth/sub-login';
const owner = {
  country_code: DEMO_OWNER.country_code,
  identifier: DEMO_OWNER.identifier,
  password: DEMO_OWNER.password,
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('POST /merchants/auth/root-login', () => {
  it('signs the owner in with a session user and a refresh cookie', async () => {
    const response = await postJson(app, ROOT_LOGIN, owner);
    expect(response.statusCode).toBe(200);
    const body = response.json<SessionResponse>();
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.data.user).toMatchObject({
      type: 'root',
      display_name: 'Maple Forwarding',
      status: 'active',
      country_code: '+1',
      phone_number: '6045550123',
      email: 'owner@maple-forwarding.example',
      permissions: ['warehouse', 'shipping_lines', 'orders', 'billing', 'customers', 'admin'],
    });
    expect(body.data.user.avatar_url).toMatch(/^[a-f0-9]{32}\.png$/);
    const cookie = response.cookies.find((c) => c.name === 'jiyun_refresh');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/merchants/auth',
    });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  });

  it.each([
    ['+1', '6045550123'],
    ['1', '6045550123'],
    [' +1 ', '604-555-0123'],
    ['1', '604 555 0123'],
  ])('accepts country code %j and phone %j', async (country_code, identifier) => {
    const response = await postJson(app, ROOT_LOGIN, { ...owner, country_code, identifier });
    expect(response.statusCode).toBe(200);
  });

  it('signs in the +86 owner with or without the plus', async () => {
    for (const country_code of ['+86', '86']) {
      const response = await postJson(app, loginPath(SECOND_OWNER), {
        country_code,
        identifier: SECOND_OWNER.identifier,
        password: SECOND_OWNER.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<SessionResponse>().data.user.display_name).toBe('Harbour Express');
    }
  });

  it.each([
    ['a wrong password', { ...owner, password: 'Merchant#2025' }],
    ['an unknown phone', { ...owner, identifier: '6045550999' }],
    ['the right phone under the other country code', { ...owner, country_code: '+86' }],
    [
      'a team member on the owner sign-in',
      { ...owner, identifier: DEMO_OPERATOR.identifier, password: DEMO_OPERATOR.password },
    ],
  ])('refuses %s with INVALID_CREDENTIALS', async (_name, body) => {
    const response = await postJson(app, ROOT_LOGIN, body);
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>()).toEqual({
      message: 'Invalid username or password.',
      code: 'INVALID_CREDENTIALS',
    });
    expect(refreshCookieOf(response)).toBeUndefined();
  });
});

describe('POST /merchants/auth/sub-login', () => {
  it('signs a team member in with their names and permissions', async () => {
    const response = await postJson(app, SUB_LOGIN, {
      country_code: '1',
      identifier: '604-555-0124',
      password: DEMO_OPERATOR.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionResponse>().data.user).toMatchObject({
      type: 'sub',
      display_name: null,
      first_name: 'Lin',
      last_name: 'Chen',
      permissions: ['warehouse', 'orders'],
    });
  });

  it('refuses the owner', async () => {
    const response = await postJson(app, SUB_LOGIN, owner);
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('accounts that are not active', () => {
  it('answers ACCOUNT_NOT_ACTIVE only once the password matched', async () => {
    await app.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.phone_number, DEMO_OPERATOR.identifier));
    const operator = { country_code: '+1', identifier: DEMO_OPERATOR.identifier };
    const right = await postJson(app, SUB_LOGIN, { ...operator, password: DEMO_OPERATOR.password });
    const wrong = await postJson(app, SUB_LOGIN, { ...operator, password: 'Wrong#2026' });
    await app.db
      .update(users)
      .set({ status: 'active' })
      .where(eq(users.phone_number, DEMO_OPERATOR.identifier));

    expect(right.statusCode).toBe(403);
    expect(right.json<ApiError>()).toEqual({
      message: 'Your account is not active.',
      code: 'ACCOUNT_NOT_ACTIVE',
    });
    expect(wrong.json<ApiError>().code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a user whose company is not active', async () => {
    await app.db
      .update(merchants)
      .set({ status: 'pending' })
      .where(eq(merchants.display_name, 'Harbour Express'));
    const response = await postJson(app, ROOT_LOGIN, {
      country_code: '+86',
      identifier: SECOND_OWNER.identifier,
      password: SECOND_OWNER.password,
    });
    await app.db
      .update(merchants)
      .set({ status: 'active' })
      .where(eq(merchants.display_name, 'Harbour Express'));
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().code).toBe('ACCOUNT_NOT_ACTIVE');
  });

  it('admits the updated status', async () => {
    await app.db
      .update(merchants)
      .set({ status: 'updated' })
      .where(eq(merchants.display_name, 'Harbour Express'));
    const response = await postJson(app, ROOT_LOGIN, {
      country_code: '+86',
      identifier: SECOND_OWNER.identifier,
      password: SECOND_OWNER.password,
    });
    await app.db
      .update(merchants)
      .set({ status: 'active' })
      .where(eq(merchants.display_name, 'Harbour Express'));
    expect(response.statusCode).toBe(200);
  });
});

describe('login request validation', () => {
  it.each<[string, unknown, string, string]>([
    [
      'a missing country code',
      { identifier: '6045550123', password: 'x' },
      'country_code',
      'country_code is required.',
    ],
    [
      'a missing identifier',
      { country_code: '+1', password: 'x' },
      'identifier',
      'identifier (phone number) is required.',
    ],
    [
      'a missing password',
      { country_code: '+1', identifier: '6045550123' },
      'password',
      'password is required.',
    ],
    ['an empty password', { ...owner, password: '' }, 'password', 'password is required.'],
    [
      'an unknown country code',
      { ...owner, country_code: '+44' },
      'country_code',
      'country_code must be +1 or +86.',
    ],
    [
      'a country code with letters',
      { ...owner, country_code: 'CA' },
      'country_code',
      'country_code must be +1 or +86.',
    ],
    [
      'letters in the phone',
      { ...owner, identifier: '604abc0123' },
      'identifier',
      'identifier must contain only digits and hyphens.',
    ],
    [
      'a short phone',
      { ...owner, identifier: '1234' },
      'identifier',
      'identifier must have 5 to 15 digits.',
    ],
    [
      'an overlong phone',
      { ...owner, identifier: '1'.repeat(33) },
      'identifier',
      'identifier must be at most 32 characters.',
    ],
    [
      'an overlong password',
      { ...owner, password: 'x'.repeat(129) },
      'password',
      'password must be at most 128 characters.',
    ],
    [
      'a number as phone',
      { ...owner, identifier: 6045550123 },
      'identifier',
      'identifier must be a string.',
    ],
    ['a null password', { ...owner, password: null }, 'password', 'password must not be null.'],
    [
      'an object as country code',
      { ...owner, country_code: { code: 1 } },
      'country_code',
      'country_code must be a string.',
    ],
    [
      'an unknown field',
      { ...owner, remember_me: true },
      'remember_me',
      'Unknown field: remember_me.',
    ],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_name, body, field, message) => {
    const response = await postJson(app, ROOT_LOGIN, body);
    expect(response.statusCode).toBe(400);
    const error = response.json<ApiError>();
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(error.details).toContainEqual({ field, message });
  });

  it('lists every problem in form order', async () => {
    const response = await postJson(app, ROOT_LOGIN, { password: 5 });
    expect(response.json<ApiError>().details?.map((d) => d.field)).toEqual([
      'country_code',
      'identifier',
      'password',
    ]);
  });

  it.each<[string, string | undefined, string, number, string]>([
    [
      'malformed JSON',
      'application/json',
      '{"country_code": "+1",',
      400,
      'Request body is not valid JSON.',
    ],
    ['an empty body', 'application/json', '', 400, 'Request body must be a JSON object.'],
    ['a JSON array', 'application/json', '[]', 400, 'Request body must be a JSON object.'],
    ['a JSON string', 'application/json', '"hello"', 400, 'Request body must be a JSON object.'],
    ['JSON null', 'application/json', 'null', 400, 'Request body must be a JSON object.'],
    ['no body at all', undefined, '', 400, 'Request body must be a JSON object.'],
    [
      'a prototype-poisoning body',
      'application/json',
      '{"__proto__":{"x":1}}',
      400,
      'Request body is not valid JSON.',
    ],
    [
      'plain text',
      'text/plain',
      'hello',
      415,
      'Content type is not supported. Send application/json.',
    ],
    [
      'a form post',
      'application/x-www-form-urlencoded',
      'a=b',
      415,
      'Content type is not supported. Send application/json.',
    ],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      '--x--',
      415,
      'Content type is not supported. Send application/json.',
    ],
    [
      'an oversized body',
      'application/json',
      JSON.stringify({ ...owner, password: 'x'.repeat(1024 * 1024) }),
      413,
      'Request body is too large.',
    ],
  ])('answers %s with its status and message', async (_name, type, payload, status, message) => {
    const response = await app.inject({
      method: 'POST',
      url: ROOT_LOGIN,
      payload,
      headers: type === undefined ? {} : { 'content-type': type },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json<ApiError>().message).toBe(message);
  });
});

describe('sign-in limits', () => {
  type Limits = { loginRateLimitMax: number; loginAddressRateLimitMax: number };
  const apps: FastifyInstance[] = [];
  afterAll(() => Promise.all(apps.map((one) => one.close())));
  async function limitedApp(limits: Limits, trustProxy: boolean | string[] = false) {
    const built = await buildTestApp({ ...limits, loginRateLimitWindow: 600, trustProxy });
    apps.push(built);
    return built;
  }

  function attempt(
    on: FastifyInstance,
    { identifier = owner.identifier, password = 'Wrong#2026', from = '10.0.0.1' } = {},
    headers: Record<string, string> = {},
  ) {
    return on.inject({
      method: 'POST',
      url: ROOT_LOGIN,
      remoteAddress: from,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ ...owner, identifier, password }),
    });
  }

  it('counts failures only: the owner signs in again and again', async () => {
    const limited = await limitedApp({ loginRateLimitMax: 3, loginAddressRateLimitMax: 3 });
    for (let i = 0; i < 6; i++) {
      expect((await attempt(limited, { password: owner.password })).statusCode).toBe(200);
    }
  });

  it('limits the failures of one phone across addresses, with Retry-After', async () => {
    const limited = await limitedApp({ loginRateLimitMax: 3, loginAddressRateLimitMax: 100 });
    for (const from of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await attempt(limited, { from })).statusCode).toBe(403);
    }
    // Hyphens do not make it a different phone, nor another address a different guesser.
    const blocked = await attempt(limited, { identifier: '604-555-0123', from: '10.0.0.4' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<ApiError>()).toEqual({
      message: 'Too many login attempts. Please try again in 10 minutes.',
      code: 'RATE_LIMITED',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Refused before the password is checked: the right one does not get through either.
    expect((await attempt(limited, { password: owner.password })).statusCode).toBe(429);
    expect((await attempt(limited, { identifier: '6045550199' })).statusCode).toBe(403);
  });

  it('limits the failures of one address across phones', async () => {
    const limited = await limitedApp({ loginRateLimitMax: 100, loginAddressRateLimitMax: 4 });
    for (let n = 0; n < 4; n++) {
      expect((await attempt(limited, { identifier: `60455501${10 + n}` })).statusCode).toBe(403);
    }
    expect((await attempt(limited, { identifier: '6045550120' })).statusCode).toBe(429);
    expect(
      (await attempt(limited, { identifier: '6045550120', from: '10.0.0.2' })).statusCode,
    ).toBe(403);
  });

  it("a success forgets the phone's failures", async () => {
    const limited = await limitedApp({ loginRateLimitMax: 3, loginAddressRateLimitMax: 100 });
    for (let i = 0; i < 2; i++) expect((await attempt(limited)).statusCode).toBe(403);
    expect((await attempt(limited, { password: owner.password })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await attempt(limited)).statusCode).toBe(403);
    expect((await attempt(limited)).statusCode).toBe(429);
  });

  it("a browser that signed in before is not locked out by strangers' failures", async () => {
    const limited = await limitedApp({ loginRateLimitMax: 3, loginAddressRateLimitMax: 100 });
    const signedIn = await attempt(limited, { password: owner.password, from: '10.0.0.7' });
    const device = signedIn.cookies.find((cookie) => cookie.name === 'jiyun_device');
    expect(device).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/merchants/auth',
    });
    const known = { cookie: `jiyun_device=${device?.value}` };
    for (const from of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await attempt(limited, { from })).statusCode).toBe(403);
    }
    const stranger = await attempt(limited, { password: owner.password, from: '10.0.0.4' });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json<ApiError>().message).toBe(
      'Too many login attempts. Please try again in 10 minutes.',
    );
    // The owner's own browser signs in; a forged cookie is a stranger's.
    expect(
      (await attempt(limited, { password: owner.password, from: '10.0.0.7' }, known)).statusCode,
    ).toBe(200);
    const forged = { cookie: `jiyun_device=${device?.value.replace(/\.(.)/, '.x$1')}` };
    expect((await attempt(limited, { password: owner.password }, forged)).statusCode).toBe(429);
    // The known browser's own failures are counted apart, at the same limit.
    for (let i = 0; i < 3; i++) expect((await attempt(limited, {}, known)).statusCode).toBe(403);
    expect((await attempt(limited, {}, known)).statusCode).toBe(429);
  });

  it('behind a trusted proxy, counts each client by its forwarded address', async () => {
    const proxy = '10.9.9.9';
    const limited = await limitedApp({ loginRateLimitMax: 100, loginAddressRateLimitMax: 2 }, [
      proxy,
    ]);
    const via = (client: string, identifier: string) =>
      attempt(limited, { identifier, from: proxy }, { 'x-forwarded-for': client });
    expect((await via('203.0.113.1', '6045550110')).statusCode).toBe(403);
    expect((await via('203.0.113.1', '6045550111')).statusCode).toBe(403);
    expect((await via('203.0.113.1', '6045550112')).statusCode).toBe(429);
    // Another client behind the same proxy is not locked out with the first.
    expect((await via('203.0.113.2', '6045550112')).statusCode).toBe(403);
    // A client that is not the proxy cannot pick its address by sending the header.
    const spoofing = (identifier: string) =>
      attempt(
        limited,
        { identifier, from: '10.0.0.5' },
        { 'x-forwarded-for': `203.0.113.${identifier.slice(-2)}` },
      );
    expect((await spoofing('6045550120')).statusCode).toBe(403);
    expect((await spoofing('6045550121')).statusCode).toBe(403);
    expect((await spoofing('6045550122')).statusCode).toBe(429);
  });

  it('without TRUST_PROXY, the forwarded address is ignored', async () => {
    const limited = await limitedApp({ loginRateLimitMax: 100, loginAddressRateLimitMax: 1 });
    expect((await attempt(limited, {}, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(403);
    expect(
      (await attempt(limited, { identifier: '6045550110' }, { 'x-forwarded-for': '203.0.113.2' }))
        .statusCode,
    ).toBe(429);
  });
});
