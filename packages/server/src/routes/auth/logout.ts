import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@jiyun/domain';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import { clearRefreshCookie, REFRESH_COOKIE } from './refresh-cookie.js';

/**
 * `POST /merchants/auth/logout`: ends the cookie's sign-in and the access tokens of its user (and
 * of the bearer's, when one is sent); fine without a bearer or a cookie.
 */
export default async function logoutRoute(app: FastifyInstance) {
  app.post(
    apiPaths.auth.logout,
    {
      schema: {
        operationId: 'signOut',
        summary: 'Sign out',
        tags: ['auth'],
        security: SECURITY.optionalRefreshCookie,
        response: {
          204: { description: 'Signed out; the refresh cookie is cleared.', type: 'null' },
          // Only a request the framework cannot read (a malformed address or body) is refused.
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      await app.sessions.signOut(request.cookies[REFRESH_COOKIE], await app.bearerUserId(request));
      clearRefreshCookie(reply, app.config);
      return reply.code(204).send();
    },
  );
}
