import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@jiyun/domain';
import type { SessionResponse } from '@jiyun/domain';
import { AppError } from '../../http/app-error.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import { sessionResponse } from '../../http/schemas/session.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.js';

/** `POST /merchants/auth/refresh`: the refresh cookie buys a new access token and a new cookie. */
export default async function refreshRoute(app: FastifyInstance) {
  app.post<{ Reply: SessionResponse }>(
    apiPaths.auth.refresh,
    {
      schema: {
        operationId: 'refreshSession',
        summary: 'Exchange the refresh cookie for a new access token',
        tags: ['auth'],
        security: SECURITY.refreshCookie,
        response: {
          200: sessionResponse('A new access token; the refresh cookie is rotated.'),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      try {
        const session = await app.sessions.refresh(request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(reply, app.config, session.refreshToken, session.refreshExpiresAt);
        return { accessToken: session.accessToken, data: { user: session.user } };
      } catch (error) {
        // A refused cookie is useless from now on; the browser should drop it.
        if (error instanceof AppError) clearRefreshCookie(reply, app.config);
        throw error;
      }
    },
  );
}
