import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../../db/client.js';
import type { DatabaseListener } from '../../db/listen.js';
import { keepFoldingParcelCounterSlots } from '../../db/parcel-counter-slots.js';
import { createRepositories } from '../../repositories/index.js';
import type { Repositories } from '../../repositories/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database itself: for health checks and tests; features use `repositories`. */
    db: Database;
    /** The one registry of repositories (see `src/repositories/index.ts`). */
    repositories: Repositories;
    /** The database's notifications (`LISTEN`), heard by this instance. */
    dbListener: DatabaseListener;
    /** Start-up work that checks then writes, one instance at a time (`DatabaseHandle`). */
    exclusively: DatabaseHandle['exclusively'];
  }
}

export interface DbPluginOptions {
  handle: DatabaseHandle;
}

/**
 * Migrates the database the app was given, exposes its repositories, keeps the parcel counters'
 * slots folded (ADR 0074), and closes it with the app.
 */
export default fp<DbPluginOptions>(
  async (app, { handle }) => {
    app.addHook('onClose', () => handle.close());
    await handle.migrate();
    app.decorate('db', handle.db);
    app.decorate('dbListener', handle.listener);
    app.decorate('exclusively', handle.exclusively);
    app.decorate('repositories', createRepositories(handle.db));
    const folding = keepFoldingParcelCounterSlots(handle.db, app.log);
    app.addHook('onReady', async () => folding.start());
    // preClose: a fold under way finishes before the database closes (onClose).
    app.addHook('preClose', async () => folding.stop());
  },
  { name: 'db' },
);
