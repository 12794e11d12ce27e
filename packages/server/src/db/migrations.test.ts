import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { merchants } from './schema.js';
import { testConfig } from '../test-helpers/build-test-app.js';

const dataDir = mkdtempSync(join(tmpdir(), 'jiyun-migrations-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(process.env.DATABASE_URL)('the embedded database in DATA_DIR', () => {
  it('is created, migrated and seeded on first start, and reopened as it was', async () => {
    const config = testConfig(dataDir, { seedDemo: true });

    const first = await buildApp(config);
    await first.ready();
    const tables = await first.db
      .select({ name: sql<string>`table_name` })
      .from(sql`information_schema.tables`)
      .where(sql`table_schema = 'public'`);
    const names = tables.map((row) => row.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'merchants',
        'otp_flows',
        'refresh_tokens',
        'sms_outbox',
        'user_permissions',
        'users',
      ]),
    );
    const seeded = await first.db.select({ id: merchants.id }).from(merchants);
    expect(seeded).toHaveLength(2);
    const pngs = () => readdirSync(join(dataDir, 'files')).filter((file) => file.endsWith('.png'));
    // The company's avatar, the one of its display change waiting for review, and the demo
    // orders' package photos.
    const planted = pngs();
    expect(planted.length).toBeGreaterThan(2);
    await first.close();
    expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(0);

    const again = await buildApp(config);
    await again.ready();
    const reopened = await again.db.select({ id: merchants.id }).from(merchants);
    expect(reopened.map((row) => row.id).sort()).toEqual(seeded.map((row) => row.id).sort());
    // Reopening plants none of the seeded pictures a second time.
    expect(pngs().sort()).toEqual(planted.sort());
    const health = await again.inject({ url: '/api/v1/health' });
    expect(health.json()).toEqual({ status: 'ok', ready: true, database: 'ok', files: 'ok' });
    await again.close();
  }, 120_000); // a first open of a new PGlite directory is slow on a busy machine
});
