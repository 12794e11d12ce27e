import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { createMerchantRepository } from '../../repositories/merchants.js';
import type { MerchantRepository } from '../../repositories/merchants.js';
import { createRefreshTokenRepository } from '../../repositories/refresh-tokens.js';
import type { RefreshTokenRepository } from '../../repositories/refresh-tokens.js';
import { createUserRepository } from '../../repositories/users.js';
import type { UserRepository } from '../../repositories/users.js';

export interface Repositories {
  users: UserRepository;
  merchants: MerchantRepository;
  refreshTokens: RefreshTokenRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    repositories: Repositories;
  }
}

export interface DbPluginOptions {
  handle: DatabaseHandle;
}

/** Migrates the database the app was given, exposes it and its repositories, and closes it with the app. */
export default fp<DbPluginOptions>(
  async (app, { handle }) => {
    app.addHook('onClose', () => handle.close());
    await handle.migrate();
    app.decorate('db', handle.db);
    app.decorate('repositories', {
      users: createUserRepository(handle.db),
      merchants: createMerchantRepository(handle.db),
      refreshTokens: createRefreshTokenRepository(handle.db),
    });
  },
  { name: 'db' },
);
