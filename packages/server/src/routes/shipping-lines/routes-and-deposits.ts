import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  contentTypesKey,
  DEPOSIT_CLAIM_OPEN,
  DEPOSIT_NOT_FOUND,
  depositClaimSchema,
  depositDue,
  isSupportedCountry,
  routeDepositQuerySchema,
  shippingMethodsKey,
} from '@jiyun/domain';
import type {
  DepositClaim,
  DepositClaimBody,
  DepositPaymentMethod,
  ItemResponse,
  RouteDeposit,
  RouteDepositQuery,
  RouteOptions,
} from '@jiyun/domain';
import { AppError } from '../../http/app-error.js';
import { foundOr404 } from '../../http/params.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import {
  depositClaimResponse,
  routeDepositResponse,
  routeOptionsResponse,
} from '../../http/schemas/shipping-lines.js';
import { destinationOf, presentClaim, presentDeposit } from './present.js';

/** The wizard's route options, the deposit of a route, and "I have completed payment". */
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

  app.post<{ Body: DepositClaimBody; Reply: ItemResponse<DepositClaim> }>(
    apiPaths.routeDepositClaims,
    {
      onRequest: guard,
      schema: {
        operationId: 'claimDepositPayment',
        summary: '"I have completed payment": a claim platform staff verify',
        tags,
        security,
        body: depositClaimSchema,
        response: {
          201: { ...depositClaimResponse, description: 'The claim, waiting for verification.' },
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { departing_country, arriving_country } = request.body;
      const method: DepositPaymentMethod = request.body.method;
      const deposit = foundOr404(
        await shippingLines.deposit(departing_country, arriving_country),
        DEPOSIT_NOT_FOUND,
      );
      const claim = await shippingLines.createDepositClaim({
        merchantId: request.user.mid,
        userId: request.user.sub,
        departing: departing_country,
        arriving: arriving_country,
        method,
        amountCents: Math.round(depositDue(presentDeposit(deposit)) * 100),
        now: new Date(),
      });
      if (!claim) throw new AppError(409, 'CONFLICT', DEPOSIT_CLAIM_OPEN);
      return reply.code(201).send({ data: presentClaim(claim) });
    },
  );
}
