import type { FastifyReply } from 'fastify';
import { RetryLaterError } from '../../account/otp-service.js';

/** Runs `action`; a 429 from the OTP service also gets its Retry-After header. */
export async function withRetryAfter<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfter));
    throw error;
  }
}
