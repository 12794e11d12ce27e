import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from './client.js';
import { MIGRATIONS_FOLDER } from './client.js';

/** The time stamp (`when`) of the newest migration this build ships, from drizzle's journal. */
export function newestKnownMigration(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration this build ships (drizzle records each applied one
 * with its journal time stamp). False while an instance is still migrating a shared database
 * (its transaction has not committed) or before any has: this build's queries would fail then.
 * A database ahead of this build (a newer instance migrated it) counts as ready.
 */
export async function hasMigrationsOf(db: Database, newest: number): Promise<boolean> {
  const exists = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (exists[0]?.present !== true) return false;
  const applied = await rowsOf<{ newest: string | null }>(
    db,
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const latest = applied[0]?.newest;
  return typeof latest === 'string' && Number(latest) >= newest;
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }`; drizzle types the common result loosely.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
