#!/usr/bin/env node
// Durability check (not a test): does every write the server acknowledged survive a crash?
// Starts the built server (packages/server/dist/main.js) on a loopback port, signs in as the demo
// owner, receives parcels from several concurrent clients, kills the server with SIGKILL in the
// middle of that load, restarts it on the same data and looks up every parcel that was answered
// with a 2xx. A few rounds on the embedded database (a temporary DATA_DIR) and, when
// postgres://postgres@127.0.0.1:5432/test answers, on PostgreSQL (a fresh database, dropped at the
// end). Prints acknowledged and lost writes per database; exits 1 if any acknowledged write is
// lost (or the run itself failed). Needs `pnpm build` first (the server and the domain).
//
// DURABILITY_ROUNDS (5), DURABILITY_CLIENTS (16 concurrent clients), DURABILITY_MAX_WRITES (1500
// per round), DURABILITY_POSTGRES_URL (the server to create the scratch database on).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const serverMain = join(root, 'packages/server/dist/main.js');
// `pg` is the server's dependency, not the workspace root's.
const pg = createRequire(join(root, 'packages/server/package.json'))('pg');

const rounds = positive('DURABILITY_ROUNDS', 5);
const clients = positive('DURABILITY_CLIENTS', 16);
const maxWrites = positive('DURABILITY_MAX_WRITES', 1500);
const postgresUrl =
  process.env.DURABILITY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// The kill lands somewhere in this window after the load starts; the load stops by itself at
// its end (or at maxWrites) if the kill has not come, so a round is bounded either way.
const KILL_AFTER_MS = [500, 2500];
const LOAD_LIMIT_MS = 15_000;
const START_TIMEOUT_MS = 120_000;
const owner = { country_code: '+1', identifier: '6045550123', password: 'Merchant#2026' };
const WAREHOUSE = 'Vancouver Main Warehouse';

function positive(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number from 1, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

if (!existsSync(serverMain)) {
  console.error(`${serverMain} is missing: run \`pnpm build\` first.`);
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A running server process; `output` keeps what it printed, to show when it fails to start. */
function startServer(env) {
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '100000',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return { child, exited, output: () => output };
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let stopped = false;
  void server.exited.then(() => (stopped = true));
  while (Date.now() < deadline && !stopped) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the server did not come up:\n${server.output()}`);
}

async function api(base, path, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function signInAndFindWarehouse(base) {
  const login = await api(base, '/merchants/auth/root-login', { method: 'POST', body: owner });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const token = login.body.accessToken;
  const warehouses = await api(base, '/merchants/warehouses', { token });
  const warehouse = warehouses.body?.data?.find((item) => item.warehouse_name === WAREHOUSE);
  if (!warehouse) throw new Error(`demo warehouse "${WAREHOUSE}" is missing`);
  const lines = await api(
    base,
    `/merchants/warehouses/shipping-lines?warehouse_id=${warehouse.id}`,
    {
      token,
    },
  );
  const routeCode = lines.body?.data?.[0]?.route_code;
  if (!routeCode) throw new Error(`"${WAREHOUSE}" has no shipping line`);
  return { token, warehouseId: warehouse.id, routeCode };
}

/**
 * Concurrent clients receive parcels until the server dies under them, the write budget is
 * spent or the time limit passes. Answers every parcel the server acknowledged (2xx).
 */
async function loadUntilKilled(base, session, server, label) {
  const acknowledged = [];
  let sent = 0;
  let dead = false;
  let killedAfterMs = 0;
  let inFlightAtKill = 0;
  let inFlight = 0;
  const started = Date.now();
  const kill = () => {
    if (dead) return;
    dead = true;
    killedAfterMs = Date.now() - started;
    inFlightAtKill = inFlight;
    server.child.kill('SIGKILL');
  };
  const killAfter = KILL_AFTER_MS[0] + Math.random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]);
  const killer = sleep(killAfter).then(kill);

  const client = async () => {
    while (!dead && sent < maxWrites && Date.now() - started < LOAD_LIMIT_MS) {
      sent += 1;
      inFlight += 1;
      const tracking = `${label}-${sent}`;
      try {
        const created = await api(base, `/merchants/warehouses/${session.warehouseId}/parcels`, {
          token: session.token,
          method: 'POST',
          body: {
            tracking_id: tracking,
            personal_id: 'C-DURABLE',
            inbound_date: new Date().toISOString().slice(0, 10),
            shelf_location: 'DUR-1',
            weight: 1.25,
            length: 30,
            width: 20,
            height: 10,
            shipping_route_code: session.routeCode,
          },
        });
        if (created.status >= 200 && created.status < 300) {
          acknowledged.push({ id: created.body.data.parcel_id, tracking });
        } else if (!dead) {
          throw new Error(
            `POST parcels answered ${created.status}: ${JSON.stringify(created.body)}`,
          );
        }
      } catch (error) {
        // A request cut by the kill has no answer: it was never acknowledged.
        if (!dead) throw error;
      } finally {
        inFlight -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  // The budget or the time ran out before the kill (a very fast machine): kill now all the same.
  kill();
  await killer;
  await server.exited;
  return { acknowledged, killedAfterMs, inFlightAtKill };
}

/** The acknowledged parcels the restarted server no longer has (or has with another tracking id). */
async function missingAfterRestart(base, session, acknowledged) {
  const missing = [];
  let next = 0;
  const reader = async () => {
    while (next < acknowledged.length) {
      const parcel = acknowledged[next];
      next += 1;
      const found = await api(
        base,
        `/merchants/warehouses/${session.warehouseId}/parcels/${parcel.id}`,
        { token: session.token },
      );
      if (found.status !== 200 || found.body?.data?.tracking_id !== parcel.tracking) {
        missing.push({ ...parcel, status: found.status });
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, reader));
  return missing;
}

/** Rounds of load, SIGKILL and restart on one database; answers the totals. */
async function runOn(name, env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = { ...env, PORT: String(port) };
  const runId = randomBytes(3).toString('hex').toUpperCase();
  let server = startServer(serverEnv);
  const totals = { acknowledged: 0, lost: 0 };
  try {
    await waitForHealth(base, server);
    let session = await signInAndFindWarehouse(base);
    for (let round = 1; round <= rounds; round += 1) {
      const { acknowledged, killedAfterMs, inFlightAtKill } = await loadUntilKilled(
        base,
        session,
        server,
        `DUR${runId}R${round}`,
      );
      server = startServer(serverEnv);
      await waitForHealth(base, server);
      session = await signInAndFindWarehouse(base);
      const missing = await missingAfterRestart(base, session, acknowledged);
      totals.acknowledged += acknowledged.length;
      totals.lost += missing.length;
      console.log(
        `${name.padEnd(20)} round ${round}: killed after ${(killedAfterMs / 1000).toFixed(1)} s ` +
          `with ${inFlightAtKill} in flight, ${acknowledged.length} acknowledged, ` +
          `${missing.length} lost`,
      );
      for (const parcel of missing.slice(0, 5)) {
        console.log(`  lost: parcel ${parcel.id} (${parcel.tracking}) answers ${parcel.status}`);
      }
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  console.log(
    `${name.padEnd(20)} total: ${totals.acknowledged} acknowledged writes, ${totals.lost} lost`,
  );
  return totals;
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function withScratchDatabase(use) {
  const name = `jiyun_durability_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(
  `Durability: SIGKILL during concurrent parcel creates, ${rounds} rounds, ` +
    `${clients} clients, at most ${maxWrites} writes a round`,
);
const results = [];
let failed = false;
const scratch = mkdtempSync(join(tmpdir(), 'jiyun-durability-'));
try {
  results.push(await runOn('embedded (PGlite)', { DATA_DIR: join(scratch, 'embedded') }));
  if (await postgresAnswers()) {
    results.push(
      await withScratchDatabase((databaseUrl) =>
        runOn('PostgreSQL', { DATA_DIR: join(scratch, 'postgres'), DATABASE_URL: databaseUrl }),
      ),
    );
  } else {
    console.log(`PostgreSQL           skipped: ${postgresUrl} does not answer`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const lost = results.reduce((sum, result) => sum + result.lost, 0);
if (lost > 0) console.error(`${lost} acknowledged writes were lost.`);
process.exit(failed || lost > 0 ? 1 : 0);
