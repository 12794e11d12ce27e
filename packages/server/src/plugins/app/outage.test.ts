import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@jiyun/domain';
import { buildApp } from '../../app.js';
import { DEMO_OWNER } from '../../seed/demo.js';
import { testConfig } from '../../test-helpers/build-test-app.js';
import { scratchDatabase } from '../../test-helpers/scratch-database.js';
import { bearer, loginPath, signIn } from '../../test-helpers/sessions.js';
import { SERVICE_UNAVAILABLE } from './errors.js';

const serverUrl = process.env.DATABASE_URL;

/**
 * A TCP relay between the app and PostgreSQL, on a port of its own: closing it is PostgreSQL
 * going away as the app sees it (every connection dropped, new ones refused); opening it again
 * on the same port is PostgreSQL back.
 */
function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  return {
    get port() {
      return port;
    },
    async open() {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

describe.skipIf(!serverUrl)('PostgreSQL down', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jiyun-outage-'));
  let app: FastifyInstance | undefined;
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 UNAVAILABLE with Retry-After on every route, and works again once it is back', async () => {
    const scratch = await scratchDatabase(serverUrl ?? '', 'outage');
    const line = relay(new URL(scratch.url));
    await line.open();
    const throughRelay = new URL(scratch.url);
    throughRelay.hostname = '127.0.0.1';
    throughRelay.port = String(line.port);
    app = await buildApp({
      ...testConfig(dir, { seedDemo: true }),
      databaseUrl: throughRelay.toString(),
    });
    app.addHook('onClose', async () => {
      await line.close();
      await scratch.drop();
    });
    await app.ready();
    const owner = await signIn(app, DEMO_OWNER);
    const orders = () =>
      app?.inject({ url: '/api/v1/merchants/orders', headers: bearer(owner.accessToken) });
    expect((await orders())?.statusCode).toBe(200);

    await line.close();
    const down = [
      await orders(),
      await app.inject({
        method: 'POST',
        url: loginPath(DEMO_OWNER),
        payload: {
          country_code: DEMO_OWNER.country_code,
          identifier: DEMO_OWNER.identifier,
          password: DEMO_OWNER.password,
        },
      }),
    ];
    for (const response of down) {
      expect(response?.statusCode, response?.body).toBe(503);
      expect(response?.json<ApiError>()).toEqual({
        message: SERVICE_UNAVAILABLE,
        code: 'UNAVAILABLE',
      });
      expect(response?.headers['retry-after']).toBe('5');
    }
    expect((await app.inject({ url: '/api/v1/health' })).statusCode).toBe(503);

    await line.open();
    expect((await orders())?.statusCode).toBe(200);
  }, 60_000);
});
