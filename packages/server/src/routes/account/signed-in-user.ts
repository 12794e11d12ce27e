import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdmittedStatus } from '@jiyun/domain';
import type { SessionUser } from '@jiyun/domain';
import { accountNotActive, unauthenticated } from '../../http/app-error.js';

/** The signed-in user read fresh (not from the token), admitted by their and the company's status. */
export async function signedInUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser> {
  const { sub: userId, mid: merchantId } = request.user;
  const record = await app.repositories.users.findSessionUser(merchantId, userId);
  if (!record) throw unauthenticated();
  if (!isAdmittedStatus(record.user.status) || !isAdmittedStatus(record.merchant_status)) {
    throw accountNotActive();
  }
  return record.user;
}
