import type { FastifyInstance } from 'fastify';

/** `GET /openapi.json`: the OpenAPI 3 document of the routes that exist. */
export default async function openApiRoute(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
