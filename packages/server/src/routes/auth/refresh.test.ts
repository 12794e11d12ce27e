import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError, SessionResponse } from '@jiyun/domain';
import { REFRESH_REUSE_GRACE_MS } from '../../auth/sessions.js';
import { users } from '../../db/schema.js';
import { DEMO_OPERATOR, DEMO_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { bearer, refreshCookieOf, signIn } from '../../test-helpers/sessions.js';

const REFRESH = '/api/v1/merchants/auth/refresh';
const LOGOUT = '/api/v1/merchants/auth/logout';
const PROFILE = '/api/v1/merchants/profile';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

function refresh(token?: string) {
  return app.inject({
    method: 'POST',
    url: REFRESH,
    cookies: token === undefined ? {} : { jiyun_refresh: token },
  });
}

function expectCookieCleared(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((c) => c.name === 'jiyun_refresh');
  expect(cookie?.value).toBe('');
  expect(cookie?.path).toBe('/api/v1/merchants/auth');
}

function expectUnauthenticated(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(401);
  expect(response.json<ApiError>()).toEqual({
    message: 'Authentication required.',
    code: 'UNAUTHENTICATED',
  });
}

describe('POST /merchants/auth/refresh', () => {
  it('rotates the cookie and answers a new access token with the user', async () => {
    const session = await signIn(app, DEMO_OWNER);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const body = response.json<SessionResponse>();
    expect(body.data.user.phone_number).toBe(DEMO_OWNER.identifier);
    const rotated = refreshCookieOf(response);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(session.refreshToken);
    const profile = await app.inject({ url: PROFILE, headers: bearer(body.accessToken) });
    expect(profile.statusCode).toBe(200);
  });

  /** Runs `check` as if `ms` had passed. */
  async function later<T>(ms: number, check: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
    try {
      return await check();
    } finally {
      vi.useRealTimers();
    }
  }

  it('refuses the old token once the grace has passed, and that reuse ends the new one too', async () => {
    const session = await signIn(app, DEMO_OWNER);
    const first = await refresh(session.refreshToken);
    const rotated = refreshCookieOf(first);
    expect(rotated).toBeDefined();

    const reuse = await later(REFRESH_REUSE_GRACE_MS + 1000, () => refresh(session.refreshToken));
    expectUnauthenticated(reuse);
    expectCookieCleared(reuse);

    expectUnauthenticated(await refresh(rotated));
  });

  // Two tabs (here ten) whose access tokens expired together refresh with the one cookie they
  // share: all stay signed in, with the one successor, and the successor works on.
  it('answers every refresh of one token at the same moment with its one successor', async () => {
    const session = await signIn(app, DEMO_OWNER);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refresh(session.refreshToken)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const cookies = new Set(answers.map(refreshCookieOf));
    expect(cookies.size).toBe(1);
    const [successor] = [...cookies];
    expect(successor).not.toBe(session.refreshToken);
    for (const answer of answers) {
      const token = answer.json<SessionResponse>().accessToken;
      expect((await app.inject({ url: PROFILE, headers: bearer(token) })).statusCode).toBe(200);
    }
    expect((await refresh(successor)).statusCode).toBe(200);
  });

  it('leaves other sign-ins of the same user alone when one family is revoked', async () => {
    const phone = await signIn(app, DEMO_OWNER);
    const laptop = await signIn(app, DEMO_OWNER);
    await refresh(phone.refreshToken);
    expectUnauthenticated(
      await later(REFRESH_REUSE_GRACE_MS + 1000, () => refresh(phone.refreshToken)),
    );
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  it.each([
    ['no cookie', undefined],
    ['an empty cookie', ''],
    ['an unknown token', 'x'.repeat(43)],
  ])('answers 401 and clears the cookie for %s', async (_name, token) => {
    const response = await refresh(token);
    expectUnauthenticated(response);
    expectCookieCleared(response);
  });

  it('answers 401 once REFRESH_TOKEN_TTL has passed', async () => {
    const session = await signIn(app, DEMO_OWNER);
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + (app.config.refreshTokenTtl + 1) * 1000,
    });
    try {
      expectUnauthenticated(await refresh(session.refreshToken));
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 403 ACCOUNT_NOT_ACTIVE and ends the sign-in when the user was suspended', async () => {
    const session = await signIn(app, DEMO_OPERATOR);
    const byPhone = eq(users.phone_number, DEMO_OPERATOR.identifier);
    await app.db.update(users).set({ status: 'suspended' }).where(byPhone);
    const refused = await refresh(session.refreshToken);
    await app.db.update(users).set({ status: 'active' }).where(byPhone);

    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>()).toEqual({
      message: 'Your account is not active.',
      code: 'ACCOUNT_NOT_ACTIVE',
    });
    expectCookieCleared(refused);
    // The family was revoked: even after reactivation this token is spent.
    expectUnauthenticated(await refresh(session.refreshToken));
  });

  it('ignores a JSON content type with an empty body', async () => {
    const session = await signIn(app, DEMO_OWNER);
    const response = await app.inject({
      method: 'POST',
      url: REFRESH,
      headers: { 'content-type': 'application/json' },
      cookies: { jiyun_refresh: session.refreshToken },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /merchants/auth/logout', () => {
  it('ends the sign-in, clears the cookie and answers 204', async () => {
    const session = await signIn(app, DEMO_OWNER);
    const response = await app.inject({
      method: 'POST',
      url: LOGOUT,
      cookies: { jiyun_refresh: session.refreshToken },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectCookieCleared(response);
    expectUnauthenticated(await refresh(session.refreshToken));
  });

  it('answers 204 without a cookie or bearer, and when already signed out', async () => {
    const session = await signIn(app, DEMO_OWNER);
    const cookies = { jiyun_refresh: session.refreshToken };
    expect((await app.inject({ method: 'POST', url: LOGOUT })).statusCode).toBe(204);
    expect((await app.inject({ method: 'POST', url: LOGOUT, cookies })).statusCode).toBe(204);
    expect((await app.inject({ method: 'POST', url: LOGOUT, cookies })).statusCode).toBe(204);
  });
});

describe('access tokens', () => {
  it('answers 401 TOKEN_EXPIRED for an expired access token', async () => {
    const session = await signIn(app, DEMO_OWNER);
    const claims = app.jwt.decode<{ sub: string; mid: string; ver: number }>(session.accessToken);
    // Signed as if an hour ago: with the 15-minute lifetime it expired 45 minutes ago.
    const expired = app.jwt.sign(
      {
        sub: claims?.sub ?? '',
        mid: claims?.mid ?? '',
        typ: 'root',
        perms: [],
        ver: claims?.ver ?? 0,
      },
      { clockTimestamp: Date.now() - 60 * 60 * 1000 },
    );
    const response = await app.inject({ url: PROFILE, headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiError>()).toEqual({
      message: 'Your session has expired.',
      code: 'TOKEN_EXPIRED',
    });
  });

  it('expires after ACCESS_TOKEN_TTL seconds', async () => {
    const session = await signIn(app, DEMO_OWNER);
    const check = () => app.inject({ url: PROFILE, headers: bearer(session.accessToken) });
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + (app.config.accessTokenTtl - 5) * 1000,
    });
    try {
      expect((await check()).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 10 * 1000);
      expect((await check()).json<ApiError>().code).toBe('TOKEN_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['no authorization header', {}],
    ['a malformed bearer', { authorization: 'Bearer not-a-jwt' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    [
      'a token signed with another secret',
      {
        authorization:
          'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4IiwibWlkIjoieSIsInR5cCI6InJvb3QiLCJwZXJtcyI6W10sImV4cCI6OTk5OTk5OTk5OX0.c2lnbmF0dXJl',
      },
    ],
    [
      'an unsigned token',
      {
        authorization:
          'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4IiwibWlkIjoieSIsInR5cCI6InJvb3QiLCJwZXJtcyI6W10sImV4cCI6OTk5OTk5OTk5OX0.',
      },
    ],
  ])('answers 401 UNAUTHENTICATED for %s', async (_name, headers) => {
    const response = await app.inject({ url: PROFILE, headers });
    expectUnauthenticated(response);
  });
});
