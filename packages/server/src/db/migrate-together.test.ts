import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { hasMigrationsOf, newestKnownMigration } from './migration-state.js';

const serverUrl = process.env.DATABASE_URL;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

// Several instances share one PostgreSQL only there; the embedded database is one process's.
describe.runIf(serverUrl)('instances started together on an empty PostgreSQL', () => {
  const name = `jiyun_test_migrate_${randomBytes(5).toString('hex')}`;
  let url: string;
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const target = new URL(serverUrl ?? '');
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('migrate one at a time: all start, and the schema is applied once', async () => {
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url, pgliteDir: 'memory' })),
    );
    const [first, second] = instances;
    if (!first || !second) throw new Error('No database');
    try {
      expect(await hasMigrationsOf(first.db, newestKnownMigration())).toBe(false);
      await Promise.all(instances.map((instance) => instance.migrate()));
      expect(await hasMigrationsOf(second.db, newestKnownMigration())).toBe(true);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  }, 60_000);
});
