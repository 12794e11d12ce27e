import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@jiyun/domain';
import type { AppConfig } from './config.js';
import { openDatabase, pgliteDirOf } from './db/client.js';
import { parseQueryString } from './http/query-string.js';
import type { DatabaseHandle } from './db/client.js';
import accountPlugin from './plugins/app/account.js';
import authPlugin from './plugins/app/auth.js';
import configPlugin from './plugins/app/config.js';
import dbPlugin from './plugins/app/db.js';
import errorsPlugin, { sendError } from './plugins/app/errors.js';
import seedPlugin from './plugins/app/seed.js';
import storagePlugin from './plugins/app/storage.js';
import validationPlugin, { JSON_BODY_LIMIT } from './plugins/app/validation.js';
import compressPlugin from './plugins/external/compress.js';
import cookiePlugin from './plugins/external/cookie.js';
import helmetPlugin from './plugins/external/helmet.js';
import multipartPlugin from './plugins/external/multipart.js';
import rateLimitPlugin from './plugins/external/rate-limit.js';
import staticAppPlugin from './plugins/external/static-app.js';
import swaggerPlugin from './plugins/external/swagger.js';
import apiRoutes from './routes/index.js';

/**
 * The access log: one line when a request is answered (method, URL, status, milliseconds; the
 * request id rides along), not Fastify's two (one more on arrival): at a thousand requests a
 * second the arrival line was a few per cent of the server's time (ADR 0068). Errors are logged
 * as Fastify logs them.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  }
}

const TIMEOUT_CHECK_INTERVAL_MS = 1000;
/**
 * How long one plugin may take to start. The first start on an empty database migrates it and
 * plants the demo company (warehouses, lines, orders with photos): a few seconds on a quiet
 * machine, but well past Fastify's 10 s default on a busy or slow one, where it used to abort
 * the start. A plugin that truly hangs still fails the start, after this long.
 */
const PLUGIN_START_TIMEOUT_MS = 180_000;

export interface AppDeps {
  /** An already open database (tests pass an in-memory PGlite); the app closes it. */
  database?: DatabaseHandle;
}

/**
 * Builds the server without listening: `main.ts` listens, tests use `app.inject`.
 * The database is migrated and (on an empty database) seeded when the app becomes ready.
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new AccessLog(),
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
    bodyLimit: JSON_BODY_LIMIT,
    // Behind a proxy every client would share its address, and so its sign-in limit.
    trustProxy: config.trustProxy,
    // A client that trickles its request in (or never finishes it) is cut off instead of
    // holding a connection for ever; Fastify's own defaults set no limit at all.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default), which would let
      // a slow client keep its connection well past them.
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    routerOptions: { querystringParser: parseQueryString },
    // Malformed URLs never reach the error handler; answer them in the same envelope.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
  });

  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: pgliteDirOf(config.dataDir),
    }));

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(validationPlugin);

  await app.register(helmetPlugin);
  await app.register(cookiePlugin);
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(swaggerPlugin);

  await app.register(dbPlugin, { handle: database });
  await app.register(storagePlugin);
  await app.register(authPlugin);
  await app.register(accountPlugin);
  await app.register(seedPlugin);

  // Compression wraps the API only: the built app is served precompressed (ADR 0032).
  await app.register(
    async (api) => {
      await api.register(compressPlugin);
      await api.register(apiRoutes);
    },
    { prefix: API_BASE },
  );
  await app.register(staticAppPlugin);

  return app;
}
