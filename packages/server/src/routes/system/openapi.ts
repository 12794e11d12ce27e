import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@jiyun/domain';

/** `GET /openapi.json`: the OpenAPI 3.1 document of the routes that exist. */
export default async function openApiRoute(app: FastifyInstance) {
  app.get(apiPaths.system.openapi, { schema: { hide: true } }, async () => app.swagger());
}
