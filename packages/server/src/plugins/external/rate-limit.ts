import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Rate limits are opt-in per route (`config.rateLimit`). With REDIS_URL the counters are
 * shared by every instance; otherwise each process counts in memory.
 */
export default fp(
  async (app) => {
    const { redisUrl } = app.config;
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
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
