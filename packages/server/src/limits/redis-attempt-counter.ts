import type { Redis } from 'ioredis';
import type { AttemptCount, AttemptCounter } from './attempt-counter.js';

// One round trip each, atomic: concurrent attempts on several instances cannot lose a count.
const ADD = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;
const TAKE_BACK = `
if redis.call('DECR', KEYS[1]) <= 0 then redis.call('DEL', KEYS[1]) end
return 0`;

/** Attempts counted in Redis, shared by every instance. */
export function createRedisAttemptCounter(redis: Redis, prefix: string): AttemptCounter {
  return {
    async add(key, windowMs): Promise<AttemptCount> {
      const reply: unknown = await redis.eval(ADD, 1, prefix + key, windowMs);
      if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number') {
        throw new Error('Unexpected reply from Redis to the attempt count');
      }
      return { count: reply[0], resetInMs: reply[1] };
    },
    async takeBack(key) {
      await redis.eval(TAKE_BACK, 1, prefix + key);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

export interface FailoverLog {
  warn(message: string): void;
  info(message: string): void;
}

/** What failover watches of the Redis client: its state and its connection events. */
export interface RedisConnection {
  readonly status: string;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

export interface FailoverOptions {
  redis: RedisConnection;
  primary: AttemptCounter;
  fallback: AttemptCounter;
  log: FailoverLog;
  /** After a failed call, Redis is left alone this long (ms) before it is tried again. */
  pauseMs?: number;
  now?: () => number;
}

/**
 * Redis while it answers, the in-process counter while it does not: a Redis outage must neither
 * lock merchants out nor lift the limits, nor make every sign-in wait for a timeout. The outage
 * and the recovery are logged once each.
 */
export function createFailoverAttemptCounter(options: FailoverOptions): AttemptCounter {
  const { redis, primary, fallback, log, pauseMs = 5000, now = Date.now } = options;
  let down = false;
  let retryAt = 0;

  const markDown = (reason: string) => {
    if (down) return;
    down = true;
    log.warn(
      `Redis is unreachable (${reason}): sign-in limits count in this process until it is back`,
    );
  };
  const markUp = () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: sign-in limits are shared again');
  };
  redis.on('error', (error: Error) => markDown(error.message));
  redis.on('ready', () => {
    retryAt = 0;
    markUp();
  });

  async function run<T>(viaRedis: () => Promise<T>, viaMemory: () => Promise<T>): Promise<T> {
    // Not connected (yet, or again): its 'error' events tell the outage, no call waits for it.
    if (redis.status !== 'ready') return viaMemory();
    if (now() < retryAt) return viaMemory();
    try {
      const result = await viaRedis();
      markUp();
      return result;
    } catch (error) {
      retryAt = now() + pauseMs;
      markDown(error instanceof Error ? error.message : String(error));
      return viaMemory();
    }
  }

  return {
    add: (key, windowMs) =>
      run(
        () => primary.add(key, windowMs),
        () => fallback.add(key, windowMs),
      ),
    takeBack: (key) =>
      run(
        () => primary.takeBack(key),
        () => fallback.takeBack(key),
      ),
    clear: (key) =>
      run(
        () => primary.clear(key),
        () => fallback.clear(key),
      ),
  };
}
