import type { FastifyInstance } from 'fastify';
import { isAdmittedStatus } from '@jiyun/domain';
import type { ItemResponse, MerchantProfile } from '@jiyun/domain';
import { accountNotActive, unauthenticated } from '../../http/app-error.js';

/** `GET /merchants/profile`: the signed-in user's company, with the user read fresh. */
export default async function profileRoute(app: FastifyInstance) {
  app.get<{ Reply: ItemResponse<MerchantProfile> }>(
    '/merchants/profile',
    {
      preHandler: app.authenticate,
      schema: { summary: 'The company profile', tags: ['merchant'], security: [{ bearer: [] }] },
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
