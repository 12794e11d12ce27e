import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { planOnceOn } from './prepared.js';
import { listenOnPglite, listenOnPostgres } from './listen.js';
import type { DatabaseListener } from './listen.js';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

/** One drizzle database over either driver; repositories only see this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with the way to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The database's notifications; nothing connects for them until something listens. */
  listener: DatabaseListener;
  /** Applies the generated migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on this database runs work through `exclusively`:
   * start-up steps that check then write (migrations, the demo seed) take turns. The embedded
   * database belongs to one process, so there it simply runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Same depth from src/db and dist/db, so the built server finds the committed migrations.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; when null, PGlite is used. */
  databaseUrl: string | null;
  /** PGlite data directory; `memory` keeps everything in memory (tests). */
  pgliteDir: string | 'memory';
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== null) return openPostgres(options.databaseUrl);
  if (options.pgliteDir === 'memory') return wrapPglite(await PGlite.create());
  return openPgliteDir(options.pgliteDir);
}

/**
 * The embedded database's buffer pool. PGlite touches all of PostgreSQL's default 128 MB when it
 * starts, so the idle server held ~370 MB; at 32 MB it holds ~240 MB (measured on a fresh data
 * directory, ADR 0068), and pages beyond the pool come from the operating system's file cache.
 * The hot pages of a 100,000-parcel inventory (its index in page order, the counters) fit.
 */
export const EMBEDDED_SETTINGS = ['shared_buffers=32MB'];

/**
 * PGlite is one process over its files: a second server on the same directory would write
 * beside the first and corrupt it silently, so the directory is locked before it is opened.
 */
async function openPgliteDir(dir: string): Promise<DatabaseHandle> {
  mkdirSync(dirname(dir), { recursive: true });
  const lock = lockDataDir(dir, lockFileOf(dir));
  let client: PGlite;
  try {
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { postgresqlconf: EMBEDDED_SETTINGS });
  } catch (error) {
    lock.release();
    throw error;
  }
  const handle = wrapPglite(client);
  return {
    ...handle,
    async close() {
      try {
        await handle.close();
      } finally {
        lock.release();
      }
    },
  };
}

/** Beside the data directory rather than in it: PGlite's own files stay as PGlite made them. */
export function lockFileOf(pgliteDir: string): string {
  return `${pgliteDir}.lock`;
}

/** Where the embedded database lives inside DATA_DIR. */
export function pgliteDirOf(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** Wraps an already open PGlite (tests hand in clones of a prepared template). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  const listener = listenOnPglite(client);
  return {
    db,
    kind: 'pglite',
    listener,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusively: (work) => work(),
    close: async () => {
      await listener.close();
      await client.close();
    },
  };
}

/**
 * How the connections that run the reads planned once (`prepareNamed`, `any value`) plan them:
 * PostgreSQL, left to choose, kept planning them for each request's values, 0.5–0.9 ms of
 * planning for 0.1–0.2 ms of execution; on these connections it makes one plan per statement
 * (ADR 0069). Every other statement runs on the main pool, where PostgreSQL chooses as it does by
 * default: a read whose matches depend on its values is planned for them there.
 */
export const PREPARED_PLANS = '-c plan_cache_mode=force_generic_plan';

/**
 * The settings of the connections for reads planned once: `connectionString` with
 * `PREPARED_PLANS` sent at connect (no round trip of its own). node-postgres takes `options`
 * from the URL over its config, so a URL that has options of its own gets ours added to them.
 */
export function connectionConfig(connectionString: string): pg.PoolConfig {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return { connectionString, options: PREPARED_PLANS };
  }
  const own = url.searchParams.get('options');
  url.searchParams.set('options', own === null ? PREPARED_PLANS : `${own} ${PREPARED_PLANS}`);
  return { connectionString: url.toString() };
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const plannedOnce = new pg.Pool({ ...connectionConfig(connectionString), max: 10 });
  // An idle connection dropped by the server emits here; without a listener the process
  // would crash. The pool replaces it, and a query that needs it fails on its own.
  pool.on('error', () => undefined);
  plannedOnce.on('error', () => undefined);
  planOnceOn(pool, plannedOnce);
  const db = drizzlePostgres({ client: pool, schema });
  const listener = listenOnPostgres(connectionString);
  return {
    db,
    kind: 'postgres',
    listener,
    migrate: () =>
      exclusively(pool, () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    exclusively: (work) => exclusively(pool, work),
    close: async () => {
      await Promise.all([pool.end(), plannedOnce.end(), listener.close()]);
    },
  };
}

/** Any fixed number, the same in every instance: the advisory lock start-up steps take. */
const START_UP_LOCK = 7_150_051;

/**
 * Several instances started together on one PostgreSQL would each apply the same migration
 * (drizzle's migrator takes no lock) and all but one would fail on "already exists"; each would
 * find the database empty and seed the demo, and all but one would fail on a unique key. A
 * session advisory lock makes them take turns: the first does the work, the others then find
 * nothing to do.
 */
async function exclusively<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** `select 1`: the health check's proof that the database answers. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
