import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import {
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
import { accountNotActive } from '../../http/app-error.js';
import { setRefreshCookie } from '../auth/refresh-cookie.js';
import { withRetryAfter } from './retry-later.js';

/** Documents the header; a missing one is answered by the OTP service with a clear 400. */
const flowTokenHeaders = object({
  'x-flow-token': string().max(512, 'X-Flow-Token must be at most 512 characters.'),
});
type FlowHeaders = { 'x-flow-token'?: string };

const tags = ['auth'];

/**
 * Forgot password (anonymous): request a code for an owner's phone, resend it, verify it for a
 * reset token, and set the new password, which signs the owner in like a login.
 */
export default async function passwordResetRoutes(app: FastifyInstance) {
  app.post<{ Body: PasswordResetRequest; Reply: PasswordResetRequestResponse }>(
    '/merchants/auth/phone/password-reset/request',
    {
      schema: {
        body: passwordResetRequestSchema,
        summary: 'Send a password-reset code to an owner phone (same answer for unknown phones)',
        tags,
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
        app.otp.startPasswordReset(ownerId, target, request.ip),
      );
      return { data: { flow_token: flowToken, resend_after: OTP_RESEND_SECONDS } };
    },
  );

  app.post<{ Body: ResendOtpRequest; Headers: FlowHeaders; Reply: OtpSentResponse }>(
    '/merchants/auth/phone/resend-otp',
    {
      schema: {
        body: resendOtpSchema,
        headers: flowTokenHeaders,
        summary: 'Send a new password-reset code in the same flow (X-Flow-Token)',
        tags,
      },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () =>
        app.otp.resendPasswordReset(request.headers['x-flow-token'], request.ip),
      );
      return { data: { resend_after: OTP_RESEND_SECONDS } };
    },
  );

  app.post<{
    Body: PasswordResetVerifyRequest;
    Headers: FlowHeaders;
    Reply: PasswordResetVerifyResponse;
  }>(
    '/merchants/auth/phone/password-reset/verify',
    {
      schema: {
        body: passwordResetVerifySchema,
        headers: flowTokenHeaders,
        summary: 'Check the password-reset code and get a single-use reset token',
        tags,
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
    '/merchants/auth/reset-password',
    {
      schema: {
        body: resetPasswordSchema,
        summary: 'Set a new password with the reset token; signs in like a login',
        tags,
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
