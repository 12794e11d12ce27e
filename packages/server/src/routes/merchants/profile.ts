import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiPaths, isAdmittedStatus } from '@jiyun/domain';
import type { ItemResponse, MerchantProfile } from '@jiyun/domain';
import { accountNotActive, unauthenticated } from '../../http/app-error.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { merchantProfileResponse } from '../../http/schemas/merchant.js';
import { SECURITY } from '../../http/schemas/security.js';

/**
 * The signed-in user's company as the profile answers it, with the user read fresh. A company
 * with a display change waiting for staff is `updated` (spec §3: its first update then shows).
 */
export async function companyProfileOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<MerchantProfile> {
  const { sub: userId, mid: merchantId } = request.user;
  const [record, profile] = await Promise.all([
    app.repositories.users.findSessionUser(merchantId, userId),
    app.repositories.merchants.findProfile(merchantId),
  ]);
  if (!record || !profile) throw unauthenticated();
  if (!isAdmittedStatus(record.user.status) || !isAdmittedStatus(record.merchant_status)) {
    throw accountNotActive();
  }
  const status = profile.updates.length > 0 ? 'updated' : profile.status;
  return { ...profile, status, user: record.user };
}

/**
 * `GET /merchants/profile`: every signed-in user reads it (the app refreshes its copy of the
 * session user from it); changing it is the admin area's (`routes/admin/`).
 */
export default async function profileRoute(app: FastifyInstance) {
  app.get<{ Reply: ItemResponse<MerchantProfile> }>(
    apiPaths.profile,
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getProfile',
        summary: 'The company profile',
        tags: ['merchant'],
        security: SECURITY.bearer,
        response: { 200: merchantProfileResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await companyProfileOf(app, request) }),
  );
}
