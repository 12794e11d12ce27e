import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createMemoryAttemptCounter } from '../../limits/attempt-counter.js';
import type { AttemptCounter } from '../../limits/attempt-counter.js';
import {
  createFailoverAttemptCounter,
  createRedisAttemptCounter,
} from '../../limits/redis-attempt-counter.js';
import { createSignInLimiter } from '../../limits/sign-in-limiter.js';
import type { SignInLimiter } from '../../limits/sign-in-limiter.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sign-in limits (failures per phone and per address); see `createSignInLimiter`. */
    signInLimiter: SignInLimiter;
    /** The shared Redis when REDIS_URL is set (the health check pings it), otherwise null. */
    redis: Redis | null;
  }
}

/**
 * Bounds on every Redis call, so that an outage costs a sign-in milliseconds, not seconds:
 * no queue while disconnected (a call fails at once and the in-process counter answers),
 * a short connect and command timeout, and reconnection in the background.
 */
export const REDIS_BOUNDS = {
  connectTimeout: 500,
  commandTimeout: 500,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 5000),
} as const;

/**
 * The sign-in limiter, and `@fastify/rate-limit` for per-route limits (`config.rateLimit`).
 * With REDIS_URL both count in Redis, shared by every instance; otherwise, and while Redis is
 * down, each process counts in memory.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const redis = config.redisUrl ? new Redis(config.redisUrl, REDIS_BOUNDS) : undefined;
    if (redis) app.addHook('onClose', async () => redis.disconnect());
    app.decorate('redis', redis ?? null);

    const memory = createMemoryAttemptCounter();
    const counter: AttemptCounter = redis
      ? createFailoverAttemptCounter({
          redis,
          primary: createRedisAttemptCounter(redis, 'jiyun-attempts:'),
          fallback: memory,
          log: app.log,
        })
      : memory;
    app.decorate(
      'signInLimiter',
      createSignInLimiter(counter, {
        perPhone: config.loginRateLimitMax,
        perAddress: config.loginAddressRateLimitMax,
        windowSeconds: config.loginRateLimitWindow,
      }),
    );

    await app.register(fastifyRateLimit, {
      global: false,
      nameSpace: 'jiyun-rate-limit:',
      // A Redis outage must not lock every merchant out; the limit resumes when it is back.
      skipOnError: true,
      ...(redis ? { redis } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
