import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  contentTypesKey,
  DEPOSIT_NOT_FOUND,
  isSupportedCountry,
  routeDepositQuerySchema,
  shippingMethodsKey,
} from '@jiyun/domain';
import type { ItemResponse, RouteDeposit, RouteDepositQuery, RouteOptions } from '@jiyun/domain';
import { foundOr404 } from '../../http/params.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import { routeDepositResponse, routeOptionsResponse } from '../../http/schemas/shipping-lines.js';
import { destinationOf, presentDeposit } from './present.js';

/**
 * The wizard's route options and the deposit of a route; "I have completed payment" is recorded
 * with the new line (A49, `POST /merchants/shipping-lines`).
 */
export default async function routeAndDepositRoutes(app: FastifyInstance) {
  const { shippingLines } = app.repositories;
  const guard = [app.authenticate, app.requirePermission('shipping_lines')];
  const security = SECURITY.bearer;
  const tags = ['shipping-lines'];

  app.get<{ Reply: ItemResponse<RouteOptions> }>(
    apiPaths.routes,
    {
      onRequest: guard,
      schema: {
        operationId: 'listRouteOptions',
        summary: 'Destinations, transport methods and goods types a line can be opened on',
        tags,
        security,
        response: { 200: routeOptionsResponse, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const options: RouteOptions = { destinations: {}, shippingMethods: {}, contentTypes: {} };
      for (const route of await shippingLines.enabledRoutes()) {
        const { origin_country: origin, destination_country: destination } = route;
        if (!isSupportedCountry(destination)) continue;
        const destinations = (options.destinations[origin] ??= []);
        if (!destinations.some((one) => one.code === destination)) {
          destinations.push(destinationOf(destination));
        }
        const methods = (options.shippingMethods[shippingMethodsKey(origin, destination)] ??= []);
        if (!methods.includes(route.transport_type)) methods.push(route.transport_type);
        const goodsKey = contentTypesKey(origin, destination, route.transport_type);
        const goods = (options.contentTypes[goodsKey] ??= []);
        if (!goods.includes(route.goods_type)) goods.push(route.goods_type);
      }
      return { data: options };
    },
  );

  app.get<{ Querystring: RouteDepositQuery; Reply: ItemResponse<RouteDeposit> }>(
    apiPaths.routeDeposit,
    {
      onRequest: guard,
      schema: {
        operationId: 'getRouteDeposit',
        summary: 'The deposit of a route (USD)',
        tags,
        security,
        querystring: routeDepositQuerySchema,
        response: { 200: routeDepositResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { departing_country, arriving_country } = request.query;
      const deposit = foundOr404(
        await shippingLines.deposit(departing_country, arriving_country),
        DEPOSIT_NOT_FOUND,
      );
      return { data: presentDeposit(deposit) };
    },
  );
}
