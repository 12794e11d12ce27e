import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@jiyun/domain';
import { pingDatabase } from '../../db/client.js';
import { loggableError } from '../../db/loggable-error.js';
import { SECURITY } from '../../http/schemas/security.js';
import { healthResponses } from '../../http/schemas/system.js';
import type { HealthStatus } from '../../http/schemas/system.js';

/** `GET /health`: 200 when the database answers, 503 otherwise (for load balancers). */
export default async function healthRoute(app: FastifyInstance) {
  app.get<{ Reply: HealthStatus }>(
    apiPaths.system.health,
    {
      schema: {
        operationId: 'checkHealth',
        summary: 'Liveness and database check',
        tags: ['system'],
        security: SECURITY.none,
        response: healthResponses,
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok', database: 'ok' };
      } catch (error) {
        request.log.error({ err: loggableError(error) }, 'Health check: database unavailable');
        return reply.code(503).send({ status: 'error', database: 'unavailable' });
      }
    },
  );
}
