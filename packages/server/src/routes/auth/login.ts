import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiPaths, loginSchema, normalizeCountryCode, normalizePhoneNumber } from '@jiyun/domain';
import type { LoginRequest, SessionResponse, UserType } from '@jiyun/domain';
import { AppError } from '../../http/app-error.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import { sessionResponse } from '../../http/schemas/session.js';
import { setRefreshCookie } from './refresh-cookie.js';

function loginAttemptKey(request: FastifyRequest): string {
  // Runs after validation, so the body is a LoginRequest; counted per address and phone.
  const body = request.body as LoginRequest;
  const countryCode = normalizeCountryCode(body.country_code) ?? body.country_code;
  return `login|${request.ip}|${countryCode}|${normalizePhoneNumber(body.identifier)}`;
}

function minutesText(ttlMs: number): string {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** `POST /merchants/auth/root-login` (owners) and `/sub-login` (team members). */
export default async function loginRoutes(app: FastifyInstance) {
  const { config } = app;
  const rateLimit = {
    max: config.loginRateLimitMax,
    timeWindow: config.loginRateLimitWindow * 1000,
    hook: 'preHandler' as const,
    keyGenerator: loginAttemptKey,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many login attempts. Please try again in ${minutesText(context.ttl)}.`,
      ),
  };

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
        config: { rateLimit },
      },
      async (request, reply) => {
        const session = await app.sessions.signIn(type, request.body);
        setRefreshCookie(reply, config, session.refreshToken, session.refreshExpiresAt);
        return { accessToken: session.accessToken, data: { user: session.user } };
      },
    );
  }
}
