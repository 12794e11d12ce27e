import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { createMerchantRepository } from '../../repositories/merchants.js';
import type { MerchantRepository } from '../../repositories/merchants.js';
import { createParcelRepository } from '../../repositories/parcels.js';
import type { ParcelRepository } from '../../repositories/parcels.js';
import { createRefreshTokenRepository } from '../../repositories/refresh-tokens.js';
import type { RefreshTokenRepository } from '../../repositories/refresh-tokens.js';
import { createUserRepository } from '../../repositories/users.js';
import type { UserRepository } from '../../repositories/users.js';
import { createWarehouseRepository } from '../../repositories/warehouses.js';
import type { WarehouseRepository } from '../../repositories/warehouses.js';

export interface Repositories {
  users: UserRepository;
  merchants: MerchantRepository;
  refreshTokens: RefreshTokenRepository;
  warehouses: WarehouseRepository;
  parcels: ParcelRepository;
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
      warehouses: createWarehouseRepository(handle.db),
      parcels: createParcelRepository(handle.db),
    });
  },
  { name: 'db' },
);
