import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { hasMigrationsOf, newestKnownMigration } from './migration-state.js';
import { scratchDatabase } from '../test-helpers/scratch-database.js';
import type { ScratchDatabase } from '../test-helpers/scratch-database.js';

const serverUrl = process.env.DATABASE_URL;

// Several instances share one PostgreSQL only there; the embedded database is one process's.
describe.runIf(serverUrl)('instances started together on an empty PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let url: string;
  beforeAll(async () => {
    scratch = await scratchDatabase(serverUrl ?? '', 'migrate');
    url = scratch.url;
  });
  afterAll(() => scratch.drop());

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
