import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { AppConfig } from '../config.js';
import { MIGRATIONS_FOLDER, wrapPglite } from '../db/client.js';

const TEST_SECRET = 'test-access-secret-that-is-long-enough-0123456789';
const TEST_REFRESH_SECRET = 'test-refresh-secret-that-is-long-enough-0123456789';

// One scratch directory per test file (vitest isolates modules per file).
const scratch = mkdtempSync(join(tmpdir(), 'jiyun-server-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A config as `loadConfig` would make it for tests, with `overrides` on top. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: scratch,
      ACCESS_TOKEN_SECRET: TEST_SECRET,
      REFRESH_TOKEN_SECRET: TEST_REFRESH_SECRET,
      LOG_LEVEL: 'silent',
      APP_DIST_DIR: join(scratch, 'no-app-dist'),
    },
    scratch,
  );
  return { ...base, ...overrides };
}

/**
 * Creating a PGlite from scratch costs 5-15 s (initdb in WASM); loading a data directory
 * dump costs about one. The migrated, empty database is dumped once per migration set and
 * kept in the system temp directory, shared by every test file and run.
 */
async function migratedDump(): Promise<Blob> {
  const digest = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(MIGRATIONS_FOLDER, file);
    if (statSync(path).isFile()) digest.update(file).update(readFileSync(path));
  }
  const cacheDir = join(tmpdir(), 'jiyun-server-test-pglite');
  const cached = join(cacheDir, `${digest.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(cached)) return new Blob([readFileSync(cached)]);

  const client = await PGlite.create();
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, cached);
  return dump;
}

let dump: Promise<Blob> | undefined;

/**
 * An app on a fresh database seeded with the demo merchants: an in-memory PGlite, or, when
 * DATABASE_URL is set, a new database on that server that is dropped when the app closes.
 */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const config = testConfig({ seedDemo: true, ...overrides });
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return buildOnPostgres(config, serverUrl);

  dump ??= migratedDump();
  const client = await PGlite.create({ loadDataDir: await dump });
  const app = await buildApp(config, { database: wrapPglite(client) });
  await app.ready();
  return app;
}

async function buildOnPostgres(config: AppConfig, serverUrl: string): Promise<FastifyInstance> {
  const name = `jiyun_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const app = await buildApp({ ...config, databaseUrl: url.toString() });
  app.addHook('onClose', async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  await app.ready();
  return app;
}
