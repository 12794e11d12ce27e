import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordResetRequestResponse, PasswordResetVerifyResponse } from '@jiyun/domain';
import { DEMO_OPERATOR, DEMO_OWNER } from '../seed/demo.js';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { latestCodeTo } from '../test-helpers/outbox.js';
import { bearer, loginPath, postJson, signIn } from '../test-helpers/sessions.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

function expectNoStore(response: LightMyRequestResponse): void {
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('token answers are never cached', () => {
  it('root login and sub-login', async () => {
    for (const who of [DEMO_OWNER, DEMO_OPERATOR]) {
      const response = await postJson(app, loginPath(who), {
        country_code: who.country_code,
        identifier: who.identifier,
        password: who.password,
      });
      expect(response.statusCode).toBe(200);
      expectNoStore(response);
    }
  });

  it('refresh', async () => {
    const session = await signIn(app, DEMO_OWNER);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/merchants/auth/refresh',
      cookies: { jiyun_refresh: session.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expectNoStore(response);
  });

  it('reset-password, and the verification that answers its token', async () => {
    const requested = await postJson(app, '/api/v1/merchants/auth/phone/password-reset/request', {
      country_code: DEMO_OWNER.country_code,
      phone_number: DEMO_OWNER.identifier,
    });
    expectNoStore(requested);
    const flowToken = requested.json<PasswordResetRequestResponse>().data.flow_token;
    const verified = await postJson(
      app,
      '/api/v1/merchants/auth/phone/password-reset/verify',
      { otpCode: await latestCodeTo(app, '+16045550123') },
      { 'x-flow-token': flowToken },
    );
    expect(verified.statusCode).toBe(200);
    expectNoStore(verified);

    const reset = await app.inject({
      method: 'PATCH',
      url: '/api/v1/merchants/auth/reset-password',
      payload: {
        resetPasswordToken: verified.json<PasswordResetVerifyResponse>().data.resetPasswordToken,
        password: DEMO_OWNER.password,
      },
    });
    expect(reset.statusCode).toBe(200);
    expectNoStore(reset);
  });
});

describe('every API answer', () => {
  it('is no-store, errors and unknown paths included', async () => {
    const { accessToken } = await signIn(app, DEMO_OWNER);
    const answers = await Promise.all([
      app.inject({ url: '/api/v1/merchants/warehouses', headers: bearer(accessToken) }),
      app.inject({ url: '/api/v1/merchants/warehouses' }),
      app.inject({ url: '/api/v1/no-such-route' }),
      // An unknown query parameter is refused (ADR 0028): the refusal is no-store too.
      app.inject({ url: '/api/v1/health?probe=1' }),
      app.inject({ url: '/api/v1/health' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 400, 200]);
    for (const answer of answers) expectNoStore(answer);
  });

  it('keeps the caching a route asks for (locations are the same for everyone)', async () => {
    const { accessToken } = await signIn(app, DEMO_OWNER);
    const response = await app.inject({
      url: '/api/v1/merchants/locations?country_code=CA',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
  });

  it('leaves the app pages to their own caching', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });

  it('carries a Permissions-Policy that denies what the back-office never uses, pages too', async () => {
    for (const url of ['/', '/api/v1/health', '/api/v1/no-such-route']) {
      const policy = String((await app.inject({ url })).headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
        expect(policy).toContain(feature);
      }
    }
  });
});

describe('slow clients are cut off', () => {
  let listening: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    listening = await buildTestApp({ headersTimeoutMs: 1000, requestTimeoutMs: 2000 });
    await listening.listen({ host: '127.0.0.1', port: 0 });
    port = (listening.server.address() as AddressInfo).port;
  });
  afterAll(() => listening.close());

  /** Sends `text` and never finishes the request; answers what the server said before closing. */
  function sendAndWait(text: string): Promise<{ answer: string; afterMs: number }> {
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port }, () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve({ answer, afterMs: Date.now() - started }));
    });
  }

  it('answers 408 to a client that never finishes its headers', async () => {
    const { answer, afterMs } = await sendAndWait('GET /api/v1/health HTTP/1.1\r\nHost: x\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(5000);
  });

  it('answers 408 to a client that never finishes its body', async () => {
    const { answer, afterMs } = await sendAndWait(
      'POST /api/v1/merchants/auth/root-login HTTP/1.1\r\nHost: x\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"country_code"',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(1900);
    expect(afterMs).toBeLessThan(6000);
  });

  it('uses the configured keep-alive and idle timeouts', () => {
    expect(listening.server.keepAliveTimeout).toBe(72_000);
    expect(listening.server.timeout).toBe(120_000);
    expect(listening.server.headersTimeout).toBe(1000);
    expect(listening.server.requestTimeout).toBe(2000);
  });
});
