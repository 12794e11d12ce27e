import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/client.js';

/** `GET /health`: 200 when the database answers, 503 otherwise (for load balancers). */
export default async function healthRoute(app: FastifyInstance) {
  app.get(
    '/health',
    { schema: { summary: 'Liveness and database check', tags: ['system'] } },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok', database: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unavailable');
        return reply.code(503).send({ status: 'error', database: 'unavailable' });
      }
    },
  );
}
