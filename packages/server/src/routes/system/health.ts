import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@jiyun/domain';
import { pingDatabase } from '../../db/client.js';
import { hasMigrationsOf, newestKnownMigration } from '../../db/migration-state.js';
import { loggableError } from '../../db/loggable-error.js';
import { SECURITY } from '../../http/schemas/security.js';
import { healthResponses } from '../../http/schemas/system.js';
import type { HealthStatus, ServiceStatus } from '../../http/schemas/system.js';

/**
 * `GET /health`, for load balancers: the database, the file store and Redis (when configured)
 * each checked on their own, whether this instance is ready (the database has its migrations),
 * and 503 when the database or the file store fails. Redis is optional: without it every
 * instance counts its limits in-process, so a dead Redis is `degraded`, not a reason to take
 * the whole fleet out of the balancer; its fall and its return are logged once each, not at
 * every probe. Every check is bounded (the store's and Redis's timeouts).
 */
export default async function healthRoute(app: FastifyInstance) {
  const newestMigration = newestKnownMigration();
  let redisWas: ServiceStatus = 'ok';
  const redisProbe = async (redis: NonNullable<FastifyInstance['redis']>) => {
    let now: ServiceStatus;
    try {
      await redis.ping();
      now = 'ok';
    } catch (error) {
      now = 'degraded';
      if (redisWas !== now) {
        app.log.warn(
          { err: loggableError(error) },
          'Health check: Redis unreachable; limits count in each process until it is back',
        );
      }
    }
    if (redisWas !== now && now === 'ok') app.log.info('Health check: Redis is back');
    redisWas = now;
    return now;
  };

  app.get<{ Reply: HealthStatus }>(
    apiPaths.system.health,
    {
      schema: {
        operationId: 'checkHealth',
        summary: 'Readiness, and the database, file store and Redis checks',
        tags: ['system'],
        security: SECURITY.none,
        response: healthResponses,
      },
    },
    async (request, reply) => {
      const probe = async (name: string, check: () => Promise<unknown>): Promise<ServiceStatus> => {
        try {
          await check();
          return 'ok';
        } catch (error) {
          request.log.error({ err: loggableError(error) }, `Health check: ${name} unavailable`);
          return 'unavailable';
        }
      };
      let ready = false;
      const redis = app.redis;
      const [database, files, redisStatus] = await Promise.all([
        probe('database', async () => {
          await pingDatabase(app.db);
          ready = await hasMigrationsOf(app.db, newestMigration);
        }),
        probe('file storage', () => app.storage.check()),
        redis === null ? Promise.resolve(undefined) : redisProbe(redis),
      ]);
      const healthy = ready && database === 'ok' && files === 'ok';
      const body: HealthStatus = {
        status: healthy ? 'ok' : 'error',
        ready,
        database,
        files,
        ...(redisStatus === undefined ? {} : { redis: redisStatus }),
      };
      return reply.code(healthy ? 200 : 503).send(body);
    },
  );
}
