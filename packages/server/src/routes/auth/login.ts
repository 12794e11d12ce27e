import type { FastifyInstance } from 'fastify';
import { apiPaths, loginSchema, normalizeCountryCode, normalizePhoneNumber } from '@jiyun/domain';
import type { LoginRequest, SessionResponse, UserType } from '@jiyun/domain';
import { RetryLaterError } from '../../account/otp-service.js';
import { DEVICE_COOKIE, knownDevice, newDeviceCookie } from '../../auth/device-cookie.js';
import type { IssuedSession } from '../../auth/sessions.js';
import { AppError } from '../../http/app-error.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import { sessionResponse } from '../../http/schemas/session.js';
import { setDeviceCookie, setRefreshCookie } from './refresh-cookie.js';

/** The phone a sign-in names, as stored: `+1 604-555-0123` and `1 6045550123` are one phone. */
function phoneOf(body: LoginRequest): string {
  const countryCode = normalizeCountryCode(body.country_code) ?? body.country_code;
  return `${countryCode}${normalizePhoneNumber(body.identifier)}`;
}

function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** `POST /merchants/auth/root-login` (owners) and `/sub-login` (team members). */
export default async function loginRoutes(app: FastifyInstance) {
  const { config } = app;

  const routes: { path: string; type: UserType; summary: string; operationId: string }[] = [
    {
      path: apiPaths.auth.rootLogin,
      type: 'root',
      summary: 'Sign in as the company owner',
      operationId: 'signInOwner',
    },
    {
      path: apiPaths.auth.subLogin,
      type: 'sub',
      summary: 'Sign in as a team member',
      operationId: 'signInTeamMember',
    },
  ];

  for (const { path, type, summary, operationId } of routes) {
    app.post<{ Body: LoginRequest; Reply: SessionResponse }>(
      path,
      {
        schema: {
          operationId,
          summary,
          tags: ['auth'],
          security: SECURITY.none,
          body: loginSchema,
          response: {
            200: sessionResponse('Signed in; the refresh cookie is set.'),
            ...errorResponses(400, 403, 413, 415, 429),
          },
        },
      },
      async (request, reply) => {
        const phone = phoneOf(request.body);
        const device = knownDevice(
          config.refreshTokenSecret,
          request.cookies[DEVICE_COOKIE],
          phone,
        );
        const admission = await app.signInLimiter.admit({ address: request.ip, phone, device });
        if (!admission.admitted) {
          const wait = admission.retryAfterSeconds;
          reply.header('retry-after', String(wait));
          throw new RetryLaterError(
            wait,
            `Too many login attempts. Please try again in ${minutesText(wait)}.`,
          );
        }
        const { ticket } = admission;
        let session: IssuedSession;
        try {
          session = await app.sessions.signIn(type, request.body);
        } catch (error) {
          const guessedWrong = error instanceof AppError && error.code === 'INVALID_CREDENTIALS';
          await (guessedWrong ? ticket.failed() : ticket.withdrawn());
          throw error;
        }
        await ticket.succeeded();
        setRefreshCookie(reply, config, session.refreshToken, session.refreshExpiresAt);
        // This browser is now known to the phone: its later sign-ins keep a count of their own.
        setDeviceCookie(reply, config, newDeviceCookie(config.refreshTokenSecret, phone));
        return { accessToken: session.accessToken, data: { user: session.user } };
      },
    );
  }
}
