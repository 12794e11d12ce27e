import type { FastifyInstance } from 'fastify';
import { apiPaths, isAdmittedStatus } from '@jiyun/domain';
import type { ItemResponse, MerchantProfile } from '@jiyun/domain';
import { accountNotActive, unauthenticated } from '../../http/app-error.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { merchantProfileResponse } from '../../http/schemas/merchant.js';
import { SECURITY } from '../../http/schemas/security.js';

/** `GET /merchants/profile`: the signed-in user's company, with the user read fresh. */
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
    async (request) => {
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
      return { data: { ...profile, status, user: record.user } };
    },
  );
}
