import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../test-helpers/build-test-app.js';
import { openDatabase } from './client.js';
import { merchants } from './schema.js';
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

describe.runIf(serverUrl)('two instances started together on an empty PostgreSQL', () => {
  const dirs = [1, 2].map(() => mkdtempSync(join(tmpdir(), 'jiyun-together-')));
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await scratchDatabase(serverUrl ?? '', 'seed');
  });
  afterAll(async () => {
    await scratch.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  // The second crashed on the unique key of `users` while the first was seeding.
  it('both start, and the demo is planted once', async () => {
    const apps = await Promise.all(
      dirs.map(async (dir) => {
        const app = await buildApp({
          ...testConfig(dir, { seedDemo: true }),
          databaseUrl: scratch.url,
        });
        await app.ready();
        return app;
      }),
    );
    try {
      const [first] = apps;
      if (!first) throw new Error('No app');
      const planted = await first.db.select({ id: merchants.id }).from(merchants);
      expect(planted).toHaveLength(2);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  }, 120_000);
});
