import type { FastifyInstance } from 'fastify';
import { clearRefreshCookie, REFRESH_COOKIE } from './refresh-cookie.js';

/** `POST /merchants/auth/logout`: ends the cookie's sign-in; fine without a bearer or a cookie. */
export default async function logoutRoute(app: FastifyInstance) {
  app.post(
    '/merchants/auth/logout',
    { schema: { summary: 'Sign out', tags: ['auth'] } },
    async (request, reply) => {
      await app.sessions.signOut(request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply, app.config);
      return reply.code(204).send();
    },
  );
}
