import { EventEmitter } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { REDIS_BOUNDS } from '../plugins/external/rate-limit.js';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { DEMO_OWNER } from '../seed/demo.js';
import { createMemoryAttemptCounter } from './attempt-counter.js';
import type { AttemptCounter } from './attempt-counter.js';
import {
  createFailoverAttemptCounter,
  createRedisAttemptCounter,
} from './redis-attempt-counter.js';

const ROOT_LOGIN = '/api/v1/merchants/auth/root-login';

/** A loopback port nothing listens on: connections are refused at once, like a stopped Redis. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/** A Redis connection whose state the test sets, and whose events it sends. */
class Connection extends EventEmitter {
  status = 'ready';
}

function recordingLog() {
  return { warn: vi.fn<(message: string) => void>(), info: vi.fn<(message: string) => void>() };
}

function primaryThat(works: () => boolean): AttemptCounter {
  const inRedis = createMemoryAttemptCounter();
  const refuse = () => Promise.reject(new Error('Command timed out'));
  return {
    add: (key, windowMs) => (works() ? inRedis.add(key, windowMs) : refuse()),
    takeBack: (key) => (works() ? inRedis.takeBack(key) : refuse()),
    clear: (key) => (works() ? inRedis.clear(key) : refuse()),
  };
}

describe('createFailoverAttemptCounter', () => {
  it('counts in Redis while it answers', async () => {
    const log = recordingLog();
    const primary = primaryThat(() => true);
    const counter = createFailoverAttemptCounter({
      redis: new Connection(),
      primary,
      fallback: createMemoryAttemptCounter(),
      log,
    });
    await counter.add('k', 1000);
    expect((await primary.add('k', 1000)).count).toBe(2);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('counts in the process while Redis fails, leaves it alone for a pause, and logs each change once', async () => {
    let at = 0;
    let redisWorks = false;
    const log = recordingLog();
    const counter = createFailoverAttemptCounter({
      redis: new Connection(),
      primary: primaryThat(() => redisWorks),
      fallback: createMemoryAttemptCounter(() => at),
      log,
      pauseMs: 5000,
      now: () => at,
    });
    for (let i = 1; i <= 3; i++) expect((await counter.add('k', 60_000)).count).toBe(i);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/Redis is unreachable \(Command timed out\)/);

    redisWorks = true;
    at = 4999;
    expect((await counter.add('k', 60_000)).count).toBe(4);
    at = 5001;
    expect((await counter.add('k', 60_000)).count).toBe(1);
    expect((await counter.add('k', 60_000)).count).toBe(2);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith('Redis is back: sign-in limits are shared again');
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a Redis that is not connected, and logs its connection errors once', async () => {
    const log = recordingLog();
    const redis = new Connection();
    redis.status = 'reconnecting';
    const counter = createFailoverAttemptCounter({
      redis,
      primary: primaryThat(() => {
        throw new Error('A disconnected Redis must not be called');
      }),
      fallback: createMemoryAttemptCounter(),
      log,
    });
    expect((await counter.add('k', 1000)).count).toBe(1);
    for (let i = 0; i < 3; i++) redis.emit('error', new Error('connect ECONNREFUSED'));
    expect(log.warn).toHaveBeenCalledTimes(1);
    redis.status = 'ready';
    redis.emit('ready');
    redis.emit('ready');
    expect(log.info).toHaveBeenCalledTimes(1);
  });
});

describe('REDIS_URL with Redis down', () => {
  it('a real client to a closed port fails over at once and logs once', async () => {
    const log = recordingLog();
    const redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, REDIS_BOUNDS);
    try {
      const counter = createFailoverAttemptCounter({
        redis,
        primary: createRedisAttemptCounter(redis, 'test:'),
        fallback: createMemoryAttemptCounter(),
        log,
      });
      const started = performance.now();
      for (let i = 1; i <= 5; i++) expect((await counter.add('k', 60_000)).count).toBe(i);
      expect(performance.now() - started).toBeLessThan(100);
      // Several reconnection attempts fail meanwhile (200 ms, 400 ms, …).
      await new Promise((resolve) => setTimeout(resolve, 900));
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      redis.disconnect();
    }
  });

  it('sign-in answers as fast as without Redis and its limits hold in the process', async () => {
    // The same sign-ins on an app without Redis, in the same run, are the yardstick: a fixed
    // budget failed on a loaded machine where every sign-in (scrypt) was slow, Redis or not.
    const [withoutRedis, redisDown] = await Promise.all([
      buildTestApp({ loginRateLimitMax: 2 }),
      buildTestApp({
        redisUrl: `redis://127.0.0.1:${await closedPort()}`,
        loginRateLimitMax: 2,
      }),
    ]);
    try {
      const signIn = async (app: typeof withoutRedis, password: string) => {
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: ROOT_LOGIN,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({
            country_code: DEMO_OWNER.country_code,
            identifier: DEMO_OWNER.identifier,
            password,
          }),
        });
        return { status: response.statusCode, ms: performance.now() - started };
      };
      let slowerBy = 0;
      const steps = [
        [DEMO_OWNER.password, 200],
        ['Wrong#2026', 403],
        ['Wrong#2026', 403],
        ['Wrong#2026', 429],
      ] as const;
      for (const [index, [password, status]] of steps.entries()) {
        // Alternate which app goes first, so neither always meets a warmer machine.
        const before = index % 2 === 0 ? await signIn(withoutRedis, password) : null;
        const measured = await signIn(redisDown, password);
        const yardstick = before ?? (await signIn(withoutRedis, password));
        expect(yardstick.status).toBe(status);
        expect(measured.status).toBe(status);
        slowerBy += measured.ms - yardstick.ms;
      }
      // Waiting for Redis would cost a whole timeout on a sign-in, on each of them if it waited
      // every time: all four together stay within one.
      expect(slowerBy).toBeLessThan(REDIS_BOUNDS.commandTimeout);
    } finally {
      await Promise.all([withoutRedis.close(), redisDown.close()]);
    }
  });
});

const sharedRedis = process.env.REDIS_URL;
// Like DATABASE_URL for PostgreSQL: runs where a Redis is provided (this project's machines).
describe.runIf(sharedRedis)('REDIS_URL with Redis up', () => {
  const apps: Awaited<ReturnType<typeof buildTestApp>>[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('instances share the sign-in counts', async () => {
    const limits = { redisUrl: sharedRedis ?? null, loginRateLimitMax: 2 };
    const [first, second] = [await buildTestApp(limits), await buildTestApp(limits)];
    if (!first || !second) throw new Error('No app');
    apps.push(first, second);
    // A phone no test run shares, so parallel runs on the same Redis do not meet.
    const phone = String(6_040_000_000 + Math.floor(Math.random() * 9_999_999));
    const attempt = (app: typeof first) =>
      app.inject({
        method: 'POST',
        url: ROOT_LOGIN,
        remoteAddress: `10.${Math.floor(Math.random() * 250)}.0.1`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ country_code: '+1', identifier: phone, password: 'Wrong#2026' }),
      });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await attempt(first)).statusCode).toBe(403);
    expect((await attempt(second)).statusCode).toBe(403);
    expect((await attempt(first)).statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
