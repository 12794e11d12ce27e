import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiError,
  PasswordResetRequestResponse,
  PasswordResetVerifyResponse,
  SessionResponse,
} from '@jiyun/domain';
import { otpFlows } from '../../db/schema.js';
import { DEMO_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { latestCodeTo, outboxOf } from '../../test-helpers/outbox.js';
import { loginPath, postJson, refreshCookieOf, signIn } from '../../test-helpers/sessions.js';
import {
  CODE_EXPIRED,
  CODE_USED,
  FLOW_NOT_VALID,
  RESET_TOKEN_NOT_VALID,
  TOO_MANY_TRIES,
} from '../../account/otp-service.js';

const REQUEST = '/api/v1/merchants/auth/phone/password-reset/request';
const RESEND = '/api/v1/merchants/auth/phone/resend-otp';
const VERIFY = '/api/v1/merchants/auth/phone/password-reset/verify';
const RESET = '/api/v1/merchants/auth/reset-password';
const INVALID_CODE = 'Invalid verification code. Please try again.';

const OWNER_PHONE = '+16045550123';
const ownerBody = { country_code: '+1', phone_number: '604-555-0123' };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ otpPhoneRateLimitMax: 1000, otpAddressRateLimitMax: 1000 });
});
afterAll(() => app.close());

async function startReset(body: object = ownerBody): Promise<string> {
  const response = await postJson(app, REQUEST, body);
  expect(response.statusCode).toBe(200);
  return response.json<PasswordResetRequestResponse>().data.flow_token;
}

const verify = (flowToken: string | undefined, otpCode: string) =>
  postJson(app, VERIFY, { otpCode }, flowToken === undefined ? {} : { 'x-flow-token': flowToken });

/** Moves every flow's last send back past the resend interval. */
async function letResendInterval(): Promise<void> {
  await app.db.update(otpFlows).set({ last_sent_at: new Date(Date.now() - 31_000) });
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /merchants/auth/phone/password-reset/request', () => {
  it('texts a 6-digit code to the owner and answers a flow token', async () => {
    const response = await postJson(app, REQUEST, ownerBody);
    expect(response.statusCode).toBe(200);
    const body = response.json<PasswordResetRequestResponse>();
    expect(body.data.resend_after).toBe(30);
    expect(body.data.flow_token).toMatch(/^[\w-]{43}$/);
    const [sms] = await outboxOf(app, OWNER_PHONE);
    expect(sms?.to).toBe(OWNER_PHONE);
    // Written in the language of the page that asked: Chinese, the app's default (issue 40.11).
    expect(sms?.text).toMatch(/^【集运】您的验证码是 \d{6}，5 分钟内有效。/);
  });

  it('writes the text in English for a page in English (the jiyun_lang cookie)', async () => {
    await letResendInterval();
    const response = await postJson(app, REQUEST, ownerBody, { cookie: 'jiyun_lang=en' });
    expect(response.statusCode).toBe(200);
    const [sms] = await outboxOf(app, OWNER_PHONE);
    expect(sms?.text).toMatch(/^Your Jiyun verification code is \d{6}\. It expires in 5 minutes\./);
  });

  it('answers an unknown phone the same way and sends nothing', async () => {
    const response = await postJson(app, REQUEST, {
      country_code: '+86',
      phone_number: '13900009999',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<PasswordResetRequestResponse>();
    expect(Object.keys(body.data).sort()).toEqual(['flow_token', 'resend_after']);
    expect(body.data.flow_token).toMatch(/^[\w-]{43}$/);
    expect(await outboxOf(app, '+8613900009999')).toEqual([]);
    // No code was ever sent, so none can verify.
    expect((await verify(body.data.flow_token, '123456')).json<ApiError>().message).toBe(
      INVALID_CODE,
    );
  });

  it('sends nothing to a team member phone (owners reset here; members ask their owner)', async () => {
    const response = await postJson(app, REQUEST, {
      country_code: '+1',
      phone_number: '6045550124',
    });
    expect(response.statusCode).toBe(200);
    expect(await outboxOf(app, '+16045550124')).toEqual([]);
  });

  it.each([
    [{ country_code: '+44', phone_number: '6045550123' }, 'country_code must be +1 or +86.'],
    [{ country_code: '+1' }, 'phone_number is required.'],
    [{ ...ownerBody, extra: 1 }, 'Unknown field: extra.'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const response = await postJson(app, REQUEST, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });
});

describe('POST /merchants/auth/phone/resend-otp', () => {
  it('refuses a resend inside 30 s with 429 and Retry-After', async () => {
    const flowToken = await startReset();
    const response = await postJson(
      app,
      RESEND,
      { action: 'password_reset_requested' },
      { 'x-flow-token': flowToken },
    );
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(response.json<ApiError>().code).toBe('RATE_LIMITED');
  });

  it('sends a new code after 30 s; the old code no longer works', async () => {
    const flowToken = await startReset();
    const oldCode = await latestCodeTo(app, OWNER_PHONE);
    await letResendInterval();
    const response = await postJson(
      app,
      RESEND,
      { action: 'password_reset_requested' },
      { 'x-flow-token': flowToken },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { resend_after: 30 } });
    const newCode = await latestCodeTo(app, OWNER_PHONE);
    expect((await outboxOf(app, OWNER_PHONE))[0]?.text).toContain(newCode);
    if (newCode !== oldCode) {
      expect((await verify(flowToken, oldCode)).json<ApiError>().message).toBe(INVALID_CODE);
    }
    expect((await verify(flowToken, newCode)).statusCode).toBe(200);
  });

  it('needs the X-Flow-Token header and a known flow', async () => {
    const missing = await postJson(app, RESEND, { action: 'password_reset_requested' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiError>().message).toBe('The X-Flow-Token header is required.');
    const unknown = await postJson(
      app,
      RESEND,
      { action: 'password_reset_requested' },
      { 'x-flow-token': 'not-a-flow' },
    );
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json<ApiError>().message).toBe(FLOW_NOT_VALID);
  });

  it('refuses another action', async () => {
    const response = await postJson(app, RESEND, { action: 'login' }, { 'x-flow-token': 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toBe('action must be password_reset_requested.');
  });
});

describe('POST /merchants/auth/phone/password-reset/verify', () => {
  it('answers the exact message for a wrong code', async () => {
    const flowToken = await startReset();
    const code = await latestCodeTo(app, OWNER_PHONE);
    const response = await verify(flowToken, wrongCodeFor(code));
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toBe(INVALID_CODE);
  });

  it('ends the flow after 5 wrong codes: the 6th try fails even with the right code', async () => {
    const flowToken = await startReset();
    const code = await latestCodeTo(app, OWNER_PHONE);
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(flowToken, wrongCodeFor(code))).json<ApiError>().message).toBe(
        INVALID_CODE,
      );
    }
    const sixth = await verify(flowToken, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json<ApiError>().message).toBe(TOO_MANY_TRIES);
  });

  it('refuses an expired code', async () => {
    const flowToken = await startReset();
    const code = await latestCodeTo(app, OWNER_PHONE);
    await app.db.update(otpFlows).set({ expires_at: new Date(Date.now() - 1000) });
    const response = await verify(flowToken, code);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toBe(CODE_EXPIRED);
  });

  it('accepts the right code once', async () => {
    const flowToken = await startReset();
    const code = await latestCodeTo(app, OWNER_PHONE);
    const first = await verify(flowToken, code);
    expect(first.statusCode).toBe(200);
    expect(first.json<PasswordResetVerifyResponse>().data.resetPasswordToken).toMatch(
      /^[\w-]{43}$/,
    );
    const again = await verify(flowToken, code);
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiError>().message).toBe(CODE_USED);
  });

  it('only the newest request of a phone works', async () => {
    const older = await startReset();
    const olderCode = await latestCodeTo(app, OWNER_PHONE);
    await startReset();
    const response = await verify(older, olderCode);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toBe(CODE_USED);
  });

  it('needs the header, a known flow and a 6-digit code', async () => {
    const missing = await verify(undefined, '123456');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiError>().message).toBe('The X-Flow-Token header is required.');
    const unknown = await verify('made-up-token', '123456');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json<ApiError>().message).toBe(FLOW_NOT_VALID);
    const short = await verify('made-up-token', '123');
    expect(short.statusCode).toBe(400);
    expect(short.json<ApiError>().message).toBe('otpCode must be exactly 6 digits.');
  });
});

describe('PATCH /merchants/auth/reset-password', () => {
  async function resetToken(): Promise<string> {
    const flowToken = await startReset();
    const response = await verify(flowToken, await latestCodeTo(app, OWNER_PHONE));
    return response.json<PasswordResetVerifyResponse>().data.resetPasswordToken;
  }

  const reset = (resetPasswordToken: string, password: string) =>
    app.inject({
      method: 'PATCH',
      url: RESET,
      payload: { resetPasswordToken, password },
    });

  it('refuses a weak password naming the rule, and keeps the token usable', async () => {
    const token = await resetToken();
    const weak = await reset(token, 'newpassword#1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ApiError>().message).toBe(
      'Password must contain at least 1 uppercase letter.',
    );
    expect((await reset(token, 'Short#1')).json<ApiError>().message).toBe(
      'Password must be 8 to 25 characters.',
    );
  });

  it('refuses an unknown or expired reset token', async () => {
    expect((await reset('no-such-token', 'Newpass#2026')).json<ApiError>()).toMatchObject({
      message: RESET_TOKEN_NOT_VALID,
    });
    const token = await resetToken();
    await app.db.update(otpFlows).set({ reset_expires_at: new Date(Date.now() - 1000) });
    const expired = await reset(token, 'Newpass#2026');
    expect(expired.statusCode).toBe(400);
    expect(expired.json<ApiError>().message).toBe(RESET_TOKEN_NOT_VALID);
  });

  it('sets the password, signs in like login, ends old sessions; the token works once', async () => {
    const before = await signIn(app, DEMO_OWNER);
    const token = await resetToken();
    const response = await reset(token, 'Newpass#2026');
    expect(response.statusCode).toBe(200);
    const body = response.json<SessionResponse>();
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.data.user).toEqual(before.body.data.user);
    const cookie = response.cookies.find((c) => c.name === 'jiyun_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v1/merchants/auth' });

    // The new session works; the one from before the reset does not.
    const refreshNew = await app.inject({
      method: 'POST',
      url: '/api/v1/merchants/auth/refresh',
      cookies: { jiyun_refresh: refreshCookieOf(response) ?? '' },
    });
    expect(refreshNew.statusCode).toBe(200);
    const refreshOld = await app.inject({
      method: 'POST',
      url: '/api/v1/merchants/auth/refresh',
      cookies: { jiyun_refresh: before.refreshToken },
    });
    expect(refreshOld.statusCode).toBe(401);

    const oldPassword = await postJson(app, loginPath(DEMO_OWNER), {
      country_code: DEMO_OWNER.country_code,
      identifier: DEMO_OWNER.identifier,
      password: DEMO_OWNER.password,
    });
    expect(oldPassword.statusCode).toBe(403);
    await expect(signIn(app, { ...DEMO_OWNER, password: 'Newpass#2026' })).resolves.toBeTruthy();

    const reused = await reset(token, 'Another#2026');
    expect(reused.statusCode).toBe(400);
    expect(reused.json<ApiError>().message).toBe(RESET_TOKEN_NOT_VALID);
  });
});

describe('rate limits on sending codes', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildTestApp({ otpPhoneRateLimitMax: 2, otpAddressRateLimitMax: 3 });
  });
  afterAll(() => limited.close());

  const ask = (phone_number: string) =>
    postJson(limited, REQUEST, { country_code: '+86', phone_number });

  it('limits per phone and per address with 429 and Retry-After, known or not', async () => {
    expect((await ask('13900000001')).statusCode).toBe(200);
    expect((await ask('13900000001')).statusCode).toBe(200);
    const perPhone = await ask('13900000001');
    expect(perPhone.statusCode).toBe(429);
    expect(Number(perPhone.headers['retry-after'])).toBeGreaterThan(3500);
    expect(perPhone.json<ApiError>()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many verification codes were requested. Please try again in 60 minutes.',
    });

    expect((await ask('13900000002')).statusCode).toBe(200);
    const perAddress = await ask('13900000003');
    expect(perAddress.statusCode).toBe(429);
    expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(3500);
  });
});
