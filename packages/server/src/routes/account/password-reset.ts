import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import {
  apiPaths,
  isAdmittedStatus,
  normalizeCountryCode,
  normalizePhoneNumber,
  OTP_RESEND_SECONDS,
  passwordResetRequestSchema,
  passwordResetVerifySchema,
  resendOtpSchema,
  resetPasswordSchema,
} from '@jiyun/domain';
import type {
  OtpSentResponse,
  PasswordResetRequest,
  PasswordResetRequestResponse,
  PasswordResetVerifyRequest,
  PasswordResetVerifyResponse,
  ResendOtpRequest,
  ResetPasswordRequest,
  SessionResponse,
} from '@jiyun/domain';
import { hashPassword } from '../../auth/password-hash.js';
import { codeRequesterOf } from '../../http/code-requester.js';
import { accountNotActive } from '../../http/app-error.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import {
  otpSentResponse,
  passwordResetRequestResponse,
  passwordResetVerifyResponse,
  sessionResponse,
} from '../../http/schemas/session.js';
import { setRefreshCookie } from '../auth/refresh-cookie.js';
import { withRetryAfter } from './retry-later.js';

/** Documents the header; a missing one is answered by the OTP service with a clear 400. */
const flowTokenHeaders = object({
  'x-flow-token': string().max(512, 'X-Flow-Token must be at most 512 characters.'),
});
type FlowHeaders = { 'x-flow-token'?: string };

const tags = ['auth'];
const security = SECURITY.none;

/**
 * Forgot password (anonymous): request a code for an owner's phone, resend it, verify it for a
 * reset token, and set the new password, which signs the owner in like a login.
 */
export default async function passwordResetRoutes(app: FastifyInstance) {
  app.post<{ Body: PasswordResetRequest; Reply: PasswordResetRequestResponse }>(
    apiPaths.passwordReset.request,
    {
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Send a password-reset code to an owner phone (same answer for unknown phones)',
        tags,
        security,
        body: passwordResetRequestSchema,
        response: { 200: passwordResetRequestResponse, ...errorResponses(400, 415, 429) },
      },
    },
    async (request, reply) => {
      const target = {
        // Validation guarantees a known prefix.
        countryCode: normalizeCountryCode(request.body.country_code) ?? request.body.country_code,
        phoneNumber: normalizePhoneNumber(request.body.phone_number),
      };
      const ownerId = await app.repositories.accounts.findOwnerByPhone(
        target.countryCode,
        target.phoneNumber,
      );
      const flowToken = await withRetryAfter(reply, () =>
        app.otp.startPasswordReset(ownerId, target, codeRequesterOf(request)),
      );
      return { data: { flow_token: flowToken, resend_after: OTP_RESEND_SECONDS } };
    },
  );

  app.post<{ Body: ResendOtpRequest; Headers: FlowHeaders; Reply: OtpSentResponse }>(
    apiPaths.passwordReset.resend,
    {
      schema: {
        operationId: 'resendPasswordResetCode',
        summary: 'Send a new password-reset code in the same flow (X-Flow-Token)',
        tags,
        security,
        body: resendOtpSchema,
        headers: flowTokenHeaders,
        response: { 200: otpSentResponse, ...errorResponses(400, 401, 415, 429) },
      },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () =>
        app.otp.resendPasswordReset(request.headers['x-flow-token'], codeRequesterOf(request)),
      );
      return { data: { resend_after: OTP_RESEND_SECONDS } };
    },
  );

  app.post<{
    Body: PasswordResetVerifyRequest;
    Headers: FlowHeaders;
    Reply: PasswordResetVerifyResponse;
  }>(
    apiPaths.passwordReset.verify,
    {
      schema: {
        operationId: 'verifyPasswordResetCode',
        summary: 'Check the password-reset code and get a single-use reset token',
        tags,
        security,
        body: passwordResetVerifySchema,
        headers: flowTokenHeaders,
        response: { 200: passwordResetVerifyResponse, ...errorResponses(400, 401, 415) },
      },
    },
    async (request) => {
      const resetPasswordToken = await app.otp.verifyPasswordReset(
        request.headers['x-flow-token'],
        request.body.otpCode,
      );
      return { data: { resetPasswordToken } };
    },
  );

  app.patch<{ Body: ResetPasswordRequest; Reply: SessionResponse }>(
    apiPaths.passwordReset.reset,
    {
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with the reset token; signs in like a login',
        tags,
        security,
        body: resetPasswordSchema,
        response: {
          200: sessionResponse('The password is set and the owner signed in.'),
          ...errorResponses(400, 403, 415),
        },
      },
    },
    async (request, reply) => {
      const userId = await app.otp.spendResetToken(request.body.resetPasswordToken);
      const record = await app.repositories.users.findSessionUserById(userId);
      // A suspended account keeps its password: the reset would not let it in anyway.
      if (
        !record ||
        !isAdmittedStatus(record.user.status) ||
        !isAdmittedStatus(record.merchant_status)
      ) {
        throw accountNotActive();
      }
      const passwordHash = await hashPassword(request.body.password);
      // Whoever knew the old password is signed out everywhere.
      await app.repositories.accounts.setPasswordAndRevokeSessions(
        record.user.merchant_id,
        userId,
        passwordHash,
        null,
      );
      const session = await app.sessions.startSession(userId);
      setRefreshCookie(reply, app.config, session.refreshToken, session.refreshExpiresAt);
      return { accessToken: session.accessToken, data: { user: session.user } };
    },
  );
}
