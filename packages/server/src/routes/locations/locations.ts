import type { FastifyInstance } from 'fastify';
import { string } from 'yup';
import { apiPaths, isSupportedCountry, querySchema } from '@jiyun/domain';
import type { LocationsResponse } from '@jiyun/domain';
import { provincesOf } from '../../locations/index.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { locationsResponse } from '../../http/schemas/locations.js';
import { SECURITY } from '../../http/schemas/security.js';

const locationsQuery = querySchema({
  country_code: string()
    .required('country_code is required.')
    .test(
      'supported-country',
      'country_code must be one of the 23 supported countries.',
      (value) => value == null || isSupportedCountry(value.trim().toUpperCase()),
    ),
});

/**
 * `GET /merchants/locations?country_code=CA`: the country's provinces with their cities.
 * Reference data of two areas (warehouse addresses, shipping-line coverage), so a team member
 * needs either permission (ADR 0017); it changes only with a release, so it is cacheable.
 */
export default async function locationsRoute(app: FastifyInstance) {
  app.get<{ Querystring: { country_code: string }; Reply: LocationsResponse }>(
    apiPaths.locations,
    {
      // onRequest, so a team member without either permission hears 403 before the query is read.
      onRequest: [app.authenticate, app.requirePermission('warehouse', 'shipping_lines')],
      schema: {
        operationId: 'listLocations',
        summary: "A country's provinces and cities (English and Chinese names)",
        tags: ['locations'],
        security: SECURITY.bearer,
        querystring: locationsQuery,
        response: { 200: locationsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=86400');
      const provinces = [...provincesOf(request.query.country_code)];
      return { data: provinces, results: provinces.length };
    },
  );
}
