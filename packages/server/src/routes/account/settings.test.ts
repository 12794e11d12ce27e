import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountUserResponse, ApiError } from '@jiyun/domain';
import { otpFlows } from '../../db/schema.js';
import { DEMO_OPERATOR, DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import type { DemoSignIn } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { latestCodeTo, outboxOf } from '../../test-helpers/outbox.js';
import { bearer, loginPath, postJson, signIn } from '../../test-helpers/sessions.js';
import type { SignedIn } from '../../test-helpers/sessions.js';

const OTP_SEND = '/api/v1/merchants/auth/phone/otp-send';
const PHONE_UPDATE = '/api/v1/merchants/auth/phone/update';
const EMAIL_UPDATE = '/api/v1/merchants/auth/email/update';
const PASSWORD_UPDATE = '/api/v1/merchants/auth/password/update';
const INVALID_CODE = 'Invalid verification code. Please try again.';
const PHONE_IN_USE = 'This phone number is already in use.';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ otpPhoneRateLimitMax: 1000, otpAddressRateLimitMax: 1000 });
});
afterAll(() => app.close());

const patch = (url: string, session: SignedIn, payload: object) =>
  app.inject({ method: 'PATCH', url, payload, headers: bearer(session.accessToken) });

const sendCode = (session: SignedIn, country_code: string, phone_number: string) =>
  postJson(app, OTP_SEND, { country_code, phone_number }, bearer(session.accessToken));

async function letResendInterval(): Promise<void> {
  await app.db.update(otpFlows).set({ last_sent_at: new Date(Date.now() - 31_000) });
}

describe('signed-in account calls', () => {
  it.each([
    ['POST', OTP_SEND, { country_code: '+1', phone_number: '6045550199' }],
    ['PATCH', PHONE_UPDATE, { country_code: '+1', phone_number: '6045550199', otpCode: '123456' }],
    ['PATCH', EMAIL_UPDATE, { email: 'a@b.example' }],
    ['PATCH', PASSWORD_UPDATE, { old_password: 'x', password: 'Newpass#2026' }],
  ] as const)('%s %s needs a bearer token', async (method, url, payload) => {
    const response = await app.inject({ method, url, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiError>().code).toBe('UNAUTHENTICATED');
  });
});

describe('phone change', () => {
  // The operator changes phone, so the owner's sign-in in other tests is untouched.
  let operator: SignedIn;
  beforeAll(async () => {
    operator = await signIn(app, DEMO_OPERATOR);
  });

  it('refuses the current phone, and phones used by anyone else', async () => {
    const same = await sendCode(operator, '+1', '604-555-0124');
    expect(same.statusCode).toBe(400);
    expect(same.json<ApiError>().message).toBe(
      'This is already your phone number. Enter a different one.',
    );
    const taken: [string, string][] = [
      ['+1', '6045550123'], // the owner of the same company
      ['+86', '13800000002'], // another company's owner
    ];
    for (const [countryCode, phone] of taken) {
      const response = await sendCode(operator, countryCode, phone);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>()).toMatchObject({ code: 'CONFLICT', message: PHONE_IN_USE });
    }
  });

  it('texts the new phone, refuses a resend inside 30 s, changes the phone with the code', async () => {
    const sent = await sendCode(operator, '+1', '604-555-0177');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ data: { resend_after: 30 } });
    const code = await latestCodeTo(app, '+16045550177');

    const early = await sendCode(operator, '+1', '604-555-0177');
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(await outboxOf(app, '+16045550177')).toHaveLength(1);

    const wrong = await patch(PHONE_UPDATE, operator, {
      country_code: '+1',
      phone_number: '6045550177',
      otpCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiError>().message).toBe(INVALID_CODE);

    // A code sent to one phone does not change the account to another.
    const otherPhone = await patch(PHONE_UPDATE, operator, {
      country_code: '+1',
      phone_number: '6045550178',
      otpCode: code,
    });
    expect(otherPhone.json<ApiError>().message).toBe(INVALID_CODE);

    const changed = await patch(PHONE_UPDATE, operator, {
      country_code: '+1',
      phone_number: '604-555-0177',
      otpCode: code,
    });
    expect(changed.statusCode).toBe(200);
    const { user } = changed.json<AccountUserResponse>().data;
    expect(user).toMatchObject({ type: 'sub', country_code: '+1', phone_number: '6045550177' });
    expect(user.permissions).toEqual(['warehouse', 'orders']);

    const reused = await patch(PHONE_UPDATE, operator, {
      country_code: '+1',
      phone_number: '6045550177',
      otpCode: code,
    });
    expect(reused.statusCode).toBe(400);

    const moved: DemoSignIn = { ...DEMO_OPERATOR, identifier: '6045550177' };
    await expect(signIn(app, moved)).resolves.toBeTruthy();
    const oldPhone = await postJson(app, loginPath(DEMO_OPERATOR), {
      country_code: '+1',
      identifier: DEMO_OPERATOR.identifier,
      password: DEMO_OPERATOR.password,
    });
    expect(oldPhone.statusCode).toBe(403);
  });

  it('refuses the change when the phone was taken after the code was sent', async () => {
    const owner = await signIn(app, SECOND_OWNER);
    await letResendInterval();
    expect((await sendCode(owner, '+86', '13800000055')).statusCode).toBe(200);
    const code = await latestCodeTo(app, '+8613800000055');
    // Meanwhile Lin Chen takes that number.
    await letResendInterval();
    expect((await sendCode(operator, '+86', '13800000055')).statusCode).toBe(200);
    const operatorCode = await latestCodeTo(app, '+8613800000055');
    const operatorChange = await patch(PHONE_UPDATE, operator, {
      country_code: '+86',
      phone_number: '13800000055',
      otpCode: operatorCode,
    });
    expect(operatorChange.statusCode).toBe(200);

    const late = await patch(PHONE_UPDATE, owner, {
      country_code: '+86',
      phone_number: '13800000055',
      otpCode: code,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json<ApiError>().message).toBe(PHONE_IN_USE);
  });

  it('refuses a malformed body with a 400 naming the field', async () => {
    const response = await patch(PHONE_UPDATE, operator, {
      country_code: '+1',
      phone_number: '6045550177',
      otpCode: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual([
      { field: 'otpCode', message: 'otpCode must be exactly 6 digits.' },
    ]);
  });
});

describe('PATCH /merchants/auth/email/update', () => {
  it('changes the email and answers the user', async () => {
    const owner = await signIn(app, DEMO_OWNER);
    const response = await patch(EMAIL_UPDATE, owner, { email: 'olivia@maple-forwarding.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AccountUserResponse>().data.user).toMatchObject({
      id: owner.body.data.user.id,
      email: 'olivia@maple-forwarding.example',
    });
  });

  it('refuses an address another user has, whatever its case', async () => {
    const owner = await signIn(app, DEMO_OWNER);
    const response = await patch(EMAIL_UPDATE, owner, { email: 'OWNER@harbour-express.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>()).toMatchObject({
      code: 'CONFLICT',
      message: 'This email is already in use.',
    });
  });

  it.each([
    [{ email: 'not-an-address' }, 'email must be a valid e-mail address.'],
    [{ email: '' }, 'email is required.'],
    [{}, 'email is required.'],
  ])('refuses %j', async (payload, message) => {
    const owner = await signIn(app, DEMO_OWNER);
    const response = await patch(EMAIL_UPDATE, owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });
});

describe('PATCH /merchants/auth/password/update', () => {
  it('refuses a wrong previous password and a weak new one', async () => {
    const harbour = await signIn(app, SECOND_OWNER);
    const wrongOld = await patch(PASSWORD_UPDATE, harbour, {
      old_password: 'Wrong#2026',
      password: 'Newpass#2026',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json<ApiError>().message).toBe('Invalid previous password.');
    const weak = await patch(PASSWORD_UPDATE, harbour, {
      old_password: SECOND_OWNER.password,
      password: 'Newpass2026',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ApiError>().message).toBe(
      'Password must contain at least 1 special character.',
    );
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await signIn(app, SECOND_OWNER);
    const current = await signIn(app, SECOND_OWNER);
    const response = await app.inject({
      method: 'PATCH',
      url: PASSWORD_UPDATE,
      payload: { old_password: SECOND_OWNER.password, password: 'Harbour#2027' },
      headers: bearer(current.accessToken),
      cookies: { jiyun_refresh: current.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AccountUserResponse>().data.user.id).toBe(current.body.data.user.id);

    const refresh = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/merchants/auth/refresh',
        cookies: { jiyun_refresh: token },
      });
    expect((await refresh(current.refreshToken)).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);

    const oldPassword = await postJson(app, loginPath(SECOND_OWNER), {
      country_code: SECOND_OWNER.country_code,
      identifier: SECOND_OWNER.identifier,
      password: SECOND_OWNER.password,
    });
    expect(oldPassword.statusCode).toBe(403);
    await expect(signIn(app, { ...SECOND_OWNER, password: 'Harbour#2027' })).resolves.toBeTruthy();
  });
});

describe('phone change limits', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildTestApp({ otpAddressRateLimitMax: 3 });
  });
  afterAll(() => limited.close());

  it('counts a request before saying whether the phone is registered', async () => {
    const owner = await signIn(limited, DEMO_OWNER);
    const probe = (country_code: string, phone_number: string) =>
      postJson(limited, OTP_SEND, { country_code, phone_number }, bearer(owner.accessToken));
    const registered: [string, string][] = [
      ['+1', '6045550124'],
      ['+86', '13800000002'],
      ['+1', '6045550124'],
    ];
    for (const [countryCode, phone] of registered) {
      const response = await probe(countryCode, phone);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().message).toBe(PHONE_IN_USE);
    }
    // The address's limit is spent: a further probe learns nothing about the phone.
    const limitedProbe = await probe('+86', '13800000002');
    expect(limitedProbe.statusCode).toBe(429);
    expect(limitedProbe.json<ApiError>().message).not.toBe(PHONE_IN_USE);
  });
});
