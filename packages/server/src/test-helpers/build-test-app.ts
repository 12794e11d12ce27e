import { createHash } from 'node:crypto';
import {
  cpSync,
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
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { AppConfig } from '../config.js';
import { MIGRATIONS_FOLDER, wrapPglite } from '../db/client.js';
import { createLocalStorage } from '../files/local-storage.js';
import { seedDemo } from '../seed/demo.js';
import { scratchDatabase } from './scratch-database.js';

const TEST_SECRET = 'test-access-secret-that-is-long-enough-0123456789';
const TEST_REFRESH_SECRET = 'test-refresh-secret-that-is-long-enough-0123456789';

/**
 * A config as `loadConfig` would make it for tests, its data and files under `dir`, with
 * `overrides` on top.
 */
export function testConfig(dir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dir,
      ACCESS_TOKEN_SECRET: TEST_SECRET,
      REFRESH_TOKEN_SECRET: TEST_REFRESH_SECRET,
      LOG_LEVEL: 'silent',
      APP_DIST_DIR: join(dir, 'no-app-dist'),
    },
    dir,
  );
  return { ...base, ...overrides };
}

interface SeededTemplate {
  dump: Blob;
  /** The files the seed stored (the demo avatar), copied into each test's FILES_DIR. */
  filesDir: string;
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

function templateDigest(): string {
  const digest = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(MIGRATIONS_FOLDER, file);
    if (statSync(path).isFile()) digest.update(file).update(readFileSync(path));
  }
  for (const source of [
    '../files/local-storage.ts',
    '../files/storage.ts',
    '../seed/demo.ts',
    '../seed/avatar-png.ts',
    '../auth/password-hash.ts',
    '../seed/demo-notifications.ts',
    '../seed/demo-warehouses.ts',
    '../seed/demo-shipping-lines.ts',
    '../seed/demo-team.ts',
    '../seed/demo-orders.ts',
    '../seed/demo-returns.ts',
    '../repositories/returns.ts',
    '../routes/orders/quote-order.ts',
    '../repositories/orders.ts',
    '../seed/avatar-png.ts',
    '../auth/password-hash.ts',
  ]) {
    digest.update(readFileSync(here(source)));
  }
  return digest.digest('hex').slice(0, 16);
}

/**
 * Creating a PGlite from scratch costs 5-15 s (initdb in WASM) and seeding costs scrypt
 * hashes; loading a dump costs about one second. The migrated, seeded database is dumped
 * once per migration and seed version into the system temp directory, for every test file and run.
 */
async function seededTemplate(): Promise<SeededTemplate> {
  const cacheDir = join(tmpdir(), 'jiyun-server-test-pglite', templateDigest());
  const dumpFile = join(cacheDir, 'seeded.tar');
  const filesDir = join(cacheDir, 'files');
  if (existsSync(dumpFile)) return { dump: new Blob([readFileSync(dumpFile)]), filesDir };

  const building = `${cacheDir}.${process.pid}.partial`;
  rmSync(building, { recursive: true, force: true });
  const client = await PGlite.create();
  const handle = wrapPglite(client);
  await handle.migrate();
  await seedDemo(handle.db, createLocalStorage(join(building, 'files')));
  const dump = await client.dumpDataDir('none');
  await client.close();
  writeFileSync(join(building, 'seeded.tar'), Buffer.from(await dump.arrayBuffer()));
  try {
    mkdirSync(dirname(cacheDir), { recursive: true });
    renameSync(building, cacheDir);
  } catch {
    // Another test worker finished the same template first. Its files have other keys (a stored
    // file's key is random), so this worker takes that template whole, database and files: its
    // own database would name files that go with its directory.
    rmSync(building, { recursive: true, force: true });
    return { dump: new Blob([readFileSync(dumpFile)]), filesDir };
  }
  return { dump, filesDir };
}

let template: Promise<SeededTemplate> | undefined;

/**
 * An app on a fresh database seeded with the demo merchants: an in-memory PGlite, or, when
 * DATABASE_URL is set, a new database on that server that is dropped when the app closes.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  /** Adds test-only routes before the app is made ready. */
  extend?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  // Each app its own directory, removed as it closes: test files share a worker and its
  // modules (isolate: false), so nothing here may outlive one app or belong to one file.
  const dir = mkdtempSync(join(tmpdir(), 'jiyun-server-test-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const config = testConfig(dir, {
    seedDemo: true,
    loginRateLimitMax: 1000,
    loginAddressRateLimitMax: 1000,
    ...overrides,
  });
  try {
    return await buildOnDatabase(config, (app) => {
      app.addHook('onClose', removeDir);
      extend?.(app);
    });
  } catch (error) {
    removeDir();
    throw error;
  }
}

async function buildOnDatabase(
  config: AppConfig,
  extend: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return buildOnPostgres(config, serverUrl, extend);

  template ??= seededTemplate();
  const { dump, filesDir } = await template;
  cpSync(filesDir, config.filesDir, { recursive: true });
  const client = await PGlite.create({ loadDataDir: dump });
  const app = await buildApp(config, { database: wrapPglite(client) });
  extend(app);
  await app.ready();
  return app;
}

async function buildOnPostgres(
  config: AppConfig,
  serverUrl: string,
  extend?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const scratch = await scratchDatabase(serverUrl, 'app');
  const app = await buildApp({ ...config, databaseUrl: scratch.url });
  app.addHook('onClose', () => scratch.drop());
  extend?.(app);
  await app.ready();
  return app;
}
