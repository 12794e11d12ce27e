// The bare driver of the list benchmark (bench-lists.mjs) and of its HTTP floor
// (floor-server.mjs): the server's own built packages, loaded as the server loads them, and
// connections that run a statement as the server runs it, without the server.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './built-server.mjs';

// The server's own packages, as built: its repositories render the SQL the bare loop replays.
const serverRequire = createRequire(join(root, 'packages/server/package.json'));

/** A dependency of the server, loaded as ES module (so drizzle's classes are the server's). */
export const load = (specifier) =>
  import(pathToFileURL(serverRequire.resolve(specifier).replace(/\.cjs$/, '.js')).href);

/** A module of the built server (`packages/server/dist`). */
export const dist = (file) => import(pathToFileURL(join(root, 'packages/server/dist', file)).href);

const preparedName = (text) => `b_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/**
 * How the server plans a statement (its `PlanFor`), from the texts its repositories prepared in
 * this process. A process that prepared none (the floor server) is handed the answers instead.
 */
export async function plansPrepared() {
  const { plannedOnce, plannedEachTime } = await dist('db/prepared.js');
  return (text) =>
    plannedOnce.has(text) ? 'any value' : plannedEachTime.has(text) ? 'these values' : 'each value';
}

/**
 * Bare connections to the bench's scratch database (`target`: `{ url }` for PostgreSQL,
 * `{ pgliteDir }` for the embedded one): `query(text, params)` for the seed, and
 * `prepared(text, params)` for the bare loop, which runs a statement as the server does, planned
 * as `planOf(text)` says.
 */
export async function openBare(target, { concurrency, planOf }) {
  if (target.url) {
    const { default: pg } = await load('pg');
    // As the server: the reads planned once run on connections set to keep one plan, the
    // others on connections where PostgreSQL chooses (ADR 0069).
    const { connectionConfig } = await dist('db/client.js');
    const pool = new pg.Pool({ connectionString: target.url, max: concurrency });
    const plannedOncePool = new pg.Pool({ ...connectionConfig(target.url), max: concurrency });
    // Dropping the scratch database ends any connection still closing; that is no failure.
    let closing = false;
    for (const one of [pool, plannedOncePool]) {
      one.on('error', (error) => {
        if (!closing) console.error(error);
      });
    }
    const { drizzle } = await load('drizzle-orm/node-postgres');
    return {
      client: pool,
      drizzleOn: (logger) => drizzle({ client: pool, logger }),
      query: (text, params) => pool.query(text, params),
      // The server prepares its hot statements under names (ADR 0068), runs those planned
      // once on connections of their own (ADR 0069), and sends those planned for each
      // request's values unnamed (ADR 0072); the bare loop does the same.
      prepared: (text, params) => {
        const plan = planOf(text);
        return plan === 'these values'
          ? pool.query(text, params)
          : (plan === 'any value' ? plannedOncePool : pool).query({
              name: preparedName(text),
              text,
              values: params,
            });
      },
      // One connection for statements that depend on each other's settings.
      session: async (work) => {
        const connection = await pool.connect();
        try {
          return await work(connection);
        } finally {
          connection.release();
        }
      },
      close: () => {
        closing = true;
        return Promise.all([pool.end(), plannedOncePool.end()]);
      },
    };
  }
  const { PGlite } = await load('@electric-sql/pglite');
  // With the server's settings (its buffer pool): the same SQL on the same database.
  const { EMBEDDED_SETTINGS } = await dist('db/client.js');
  const client = await PGlite.create(target.pgliteDir, { postgresqlconf: EMBEDDED_SETTINGS });
  const { drizzle } = await load('drizzle-orm/pglite');
  // As the server: its prepared statements run by name, planned as each says (ADR 0075).
  const { runPrepared } = await dist('db/pglite-prepared.js');
  return {
    client,
    drizzleOn: (logger) => drizzle({ client, logger }),
    query: (text, params) => client.query(text, params),
    prepared: (text, params) =>
      runPrepared(client, { name: preparedName(text), text, plan: planOf(text) }, params),
    session: (work) => work(client),
    close: () => client.close(),
  };
}
