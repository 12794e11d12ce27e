import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  apiPaths,
  emailUpdateSchema,
  normalizeCountryCode,
  normalizePhoneNumber,
  OTP_RESEND_SECONDS,
  passwordUpdateSchema,
  phoneOtpSendSchema,
  phoneUpdateSchema,
} from '@jiyun/domain';
import type {
  AccountUserResponse,
  EmailUpdateRequest,
  OtpSentResponse,
  PasswordUpdateRequest,
  PhoneOtpSendRequest,
  PhoneUpdateRequest,
  SessionUser,
} from '@jiyun/domain';
import { hashPassword, verifyPassword } from '../../auth/password-hash.js';
import { codeRequesterOf } from '../../http/code-requester.js';
import { AppError, unauthenticated } from '../../http/app-error.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import { accountUserResponse, otpSentResponse } from '../../http/schemas/session.js';
import { isUniqueViolation } from '../../repositories/account.js';
import { REFRESH_COOKIE } from '../auth/refresh-cookie.js';
import { withRetryAfter } from './retry-later.js';
import { signedInUser } from './signed-in-user.js';

const tags = ['account'];
const security = SECURITY.bearer;

const refused = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);
// A phone or email someone else has keeps the spec's 400 (§8) but has its own code, so the app
// says "in use" without reading it into every other 400 (issue 11, ADR 0034).
const inUse = (message: string) => new AppError(400, 'CONFLICT', message);
const SAME_PHONE = 'This is already your phone number. Enter a different one.';

function phoneTarget(body: { country_code: string; phone_number: string }) {
  return {
    // Validation guarantees a known prefix.
    countryCode: normalizeCountryCode(body.country_code) ?? body.country_code,
    phoneNumber: normalizePhoneNumber(body.phone_number),
  };
}

/** The signed-in user's own sign-in details: phone (by SMS code), email and password. */
export default async function accountSettingsRoutes(app: FastifyInstance) {
  const { accounts, users } = app.repositories;

  async function freshUser(merchantId: string, userId: string): Promise<SessionUser> {
    const record = await users.findSessionUser(merchantId, userId);
    if (!record) throw unauthenticated();
    return record.user;
  }

  app.post<{ Body: PhoneOtpSendRequest; Reply: OtpSentResponse }>(
    apiPaths.accountSettings.phoneCode,
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'sendPhoneChangeCode',
        summary: 'Send a verification code to the new phone number',
        tags,
        security,
        body: phoneOtpSendSchema,
        response: { 200: otpSentResponse, ...errorResponses(400, 401, 403, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(app, request);
      const target = phoneTarget(request.body);
      if (user.country_code === target.countryCode && user.phone_number === target.phoneNumber) {
        throw refused(SAME_PHONE);
      }
      await withRetryAfter(reply, () =>
        app.otp.sendPhoneChange(user.id, target, codeRequesterOf(request), async () => {
          if (await accounts.phoneUsedByAnother(user.id, target.countryCode, target.phoneNumber)) {
            throw inUse(ACCOUNT_MESSAGES.phoneInUse);
          }
        }),
      );
      return { data: { resend_after: OTP_RESEND_SECONDS } };
    },
  );

  app.patch<{ Body: PhoneUpdateRequest; Reply: AccountUserResponse }>(
    apiPaths.accountSettings.phone,
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'changePhone',
        summary: 'Change the phone number with the code sent to it',
        tags,
        security,
        body: phoneUpdateSchema,
        response: { 200: accountUserResponse, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      const target = phoneTarget(request.body);
      if (await accounts.phoneUsedByAnother(user.id, target.countryCode, target.phoneNumber)) {
        throw inUse(ACCOUNT_MESSAGES.phoneInUse);
      }
      await app.otp.verifyPhoneChange(user.id, target, request.body.otpCode);
      try {
        await accounts.setPhone(user.merchant_id, user.id, target.countryCode, target.phoneNumber);
      } catch (error) {
        // Someone took the number between the check and the write.
        if (isUniqueViolation(error)) throw inUse(ACCOUNT_MESSAGES.phoneInUse);
        throw error;
      }
      return { data: { user: await freshUser(user.merchant_id, user.id) } };
    },
  );

  app.patch<{ Body: EmailUpdateRequest; Reply: AccountUserResponse }>(
    apiPaths.accountSettings.email,
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'changeEmail',
        summary: 'Change the email address',
        tags,
        security,
        body: emailUpdateSchema,
        response: { 200: accountUserResponse, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      const { email } = request.body;
      if (await accounts.emailUsedByAnother(user.id, email)) {
        throw inUse(ACCOUNT_MESSAGES.emailInUse);
      }
      await accounts.setEmail(user.merchant_id, user.id, email);
      return { data: { user: await freshUser(user.merchant_id, user.id) } };
    },
  );

  app.patch<{ Body: PasswordUpdateRequest; Reply: AccountUserResponse }>(
    apiPaths.accountSettings.password,
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'changePassword',
        summary: 'Change the password; other sign-ins of this user end',
        tags,
        security: SECURITY.bearerAndOptionalRefreshCookie,
        body: passwordUpdateSchema,
        response: { 200: accountUserResponse, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      const storedHash = await accounts.passwordHashOf(user.merchant_id, user.id);
      if (storedHash === null) throw unauthenticated();
      if (!(await verifyPassword(storedHash, request.body.old_password))) {
        throw refused(ACCOUNT_MESSAGES.invalidPreviousPassword);
      }
      const passwordHash = await hashPassword(request.body.password);
      // The refresh cookie reaches /merchants/auth/*: this browser's sign-in stays, others end.
      const keepFamily = await app.sessions.familyOf(request.cookies[REFRESH_COOKIE]);
      await accounts.setPasswordAndRevokeSessions(
        user.merchant_id,
        user.id,
        passwordHash,
        keepFamily,
      );
      return { data: { user: await freshUser(user.merchant_id, user.id) } };
    },
  );
}
