#!/usr/bin/env node
// Start-and-smoke run: starts the BUILT server (packages/server/dist/main.js, development mode)
// on the embedded database in a fresh temporary data directory (the first start migrates and
// seeds the demo data), signs in as the demo owner and makes one read and one write per area
// through the real HTTP API. It is what runs on the older supported Node (22) instead of the
// whole server test suite: Node 22 differs from 24 in the runtime (built-ins, engine), not in
// our SQL, so one pass over every area is enough there. Any Node version can run it.
//
// Needs `pnpm build` first. Port 4631. Prints `✔ name` / `✘ name: detail` per check and
// `N passed, N failed`; SMOKE_REPORT=<file> also writes the counts as JSON. To add a check,
// call `check(name, 'METHOD /path', status, { body | form, expect })` in main().
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const serverMain = join(root, 'packages/server/dist/main.js');
const PORT = 4631;
const BASE = `http://127.0.0.1:${PORT}`;
const API = `${BASE}/api/v1`;
const START_TIMEOUT_MS = 120_000;
const OWNER = { country_code: '+1', identifier: '6045550123', password: 'Merchant#2026' };
const reportFile = process.env.SMOKE_REPORT;

const results = [];
let token = null; // the owner's access token, sent as a bearer once signed in
let server = null; // { child, output (stdout and stderr), exited, dataDir }

function record(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '✔' : '✘'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
}

/**
 * One request to the API, `request` being `'METHOD /path'` (under /api/v1), checked: the status
 * must be `status` and `expect(body, response)`, when given, must answer true. `body` goes as
 * JSON, `form` (an object of strings) as multipart. Answers the parsed body ({} on a failure).
 */
async function check(name, request, status, { body, form, expect } = {}) {
  const [method, path] = request.split(' ');
  let response;
  let payload;
  try {
    let sent;
    if (form) {
      sent = new FormData();
      for (const [field, value] of Object.entries(form)) sent.append(field, value);
    } else if (body !== undefined) {
      sent = JSON.stringify(body);
    }
    response = await fetch(`${API}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: sent,
    });
    const text = await response.text();
    try {
      payload = JSON.parse(text);
    } catch {
      payload = text;
    }
  } catch (error) {
    record(name, false, `${method} ${path}: ${error instanceof Error ? error.message : error}`);
    return {};
  }
  let ok = response.status === status;
  let why = `answered ${response.status}, expected ${status}`;
  if (ok && expect) {
    why = 'the answer is not as expected';
    try {
      ok = Boolean(expect(payload, response));
    } catch (error) {
      ok = false;
      why += ` (${error instanceof Error ? error.message : error})`;
    }
  }
  record(name, ok, `${method} ${path} ${why}: ${JSON.stringify(payload)?.slice(0, 300)}`);
  return payload ?? {};
}

/** Starts the built server on the embedded database in a fresh data directory. */
function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'jiyun-smoke-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    FILE_STORAGE: 'local',
  };
  delete env.DATABASE_URL; // the embedded database, whatever this shell points at
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = { child, dataDir, output: '' };
  child.stdout.on('data', (chunk) => (started.output += chunk));
  child.stderr.on('data', (chunk) => (started.output += chunk));
  started.exited = new Promise((resolve) => child.once('exit', resolve));
  return started;
}

/** Resolves once the server has printed its banner (after migrating, seeding and listening). */
async function waitUntilUp() {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const { child } = server;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    if (server.output.includes('Jiyun is running at')) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const how =
    child.exitCode === null && child.signalCode === null
      ? `not up after ${START_TIMEOUT_MS / 1000} s`
      : `exited (${child.exitCode ?? child.signalCode})`;
  throw new Error(`the server did not start: ${how}`);
}

async function stopServer() {
  if (!server) return;
  const { child, exited, dataDir } = server;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killLater);
  rmSync(dataDir, { recursive: true, force: true });
}

async function main() {
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: run \`pnpm build\`.`);
  const startedAt = performance.now();
  server = startServer();
  await waitUntilUp();
  const seconds = Math.round((performance.now() - startedAt) / 1000);
  record(`the built server starts on Node ${process.version} (${seconds} s)`, true);

  // Boot: health, migrations and the demo seed.
  await check('system: health', 'GET /health', 200, {
    expect: (b) => b.status === 'ok' && b.ready && b.database === 'ok' && b.files === 'ok',
  });
  record('seed: the demo sign-ins are printed', server.output.includes('Demo sign-ins:'));

  // Auth: a bearer token in the answer, the refresh token in a cookie.
  const session = await check('auth: owner signs in', 'POST /merchants/auth/root-login', 200, {
    body: OWNER,
    expect: (b, r) =>
      typeof b.accessToken === 'string' &&
      b.data.user.type === 'root' &&
      (r.headers.get('set-cookie') ?? '').includes('jiyun_refresh='),
  });
  token = session.accessToken ?? null;

  // Warehouses & parcels.
  const SHENZHEN = 'Shenzhen Consolidation Centre';
  const warehouses = await check('warehouses: list', 'GET /merchants/warehouses', 200, {
    expect: (b) => b.data.some((w) => w.warehouse_name === SHENZHEN),
  });
  const shenzhen = warehouses.data?.find((w) => w.warehouse_name === SHENZHEN);
  const parcels = `/merchants/warehouses/${shenzhen?.id}/parcels`;
  await check('parcels: list', `GET ${parcels}`, 200, {
    expect: (b) => b.data.length > 0 && b.results > 0,
  });
  await check('parcels: receive one', `POST ${parcels}`, 201, {
    body: {
      tracking_id: 'SMOKE0000000001',
      personal_id: 'C109999',
      inbound_date: new Date().toISOString().slice(0, 10),
      shelf_location: 'f-02-01',
      weight: 2.4,
      length: 40,
      width: 30,
      height: 20,
      shipping_route_code: 'CN-CA-A-G',
    },
    expect: (b) => b.data.status === 'stored' && b.data.shelf_location === 'F-02-01',
  });

  // Shipping lines.
  const lines = await check('shipping lines: list', 'GET /merchants/shipping-lines', 200, {
    expect: (b) => b.data.some((l) => l.status === 'active'),
  });
  const line = lines.data?.find((l) => l.status === 'active');
  await check('shipping lines: rename one', `PATCH /merchants/shipping-lines/${line?.id}`, 200, {
    form: { field: 'basicInfo', part: 'displayInformation', name: '冒烟测试专线 Smoke Line' },
    expect: (b) => b.data.basicInfo.displayInformation.name === '冒烟测试专线 Smoke Line',
  });

  // Orders.
  const orders = await check('orders: list', 'GET /merchants/orders?status=unpacked', 200, {
    expect: (b) => b.data.length > 0 && b.data.every((o) => o.status === 'unpacked'),
  });
  const order = orders.data?.[0];
  await check('orders: cancel one', `PATCH /merchants/orders/${order?.id}/cancel`, 200, {
    body: {},
    expect: (b) => b.data.status === 'cancelled',
  });

  // Returns.
  const returns = await check('returns: list', 'GET /merchants/returns?status=unpacked', 200, {
    expect: (b) => b.data.length > 0 && b.data.every((r) => r.status === 'unpacked'),
  });
  const returned = returns.data?.[0];
  await check('returns: cancel one', `PATCH /merchants/returns/${returned?.id}/cancel`, 200, {
    body: {},
    expect: (b) => b.data.status === 'cancelled',
  });

  // Billing.
  await check('billing: overview', 'GET /merchants/billing-overview', 200, {
    expect: (b) => b.data.total_settlements > 0 && b.data.settlements.length > 0,
  });
  const bank = {
    payee_name: 'Maple Forwarding Ltd.',
    bank_name: '招商银行',
    account_no: '6222 0212 3456 7890',
  };
  // A change of the payout account needs the code texted to the owner (A48): read it from the
  // outbox, as a developer does.
  await check('billing: text the owner a code', 'POST /merchants/bank-account/code', 200, {
    expect: (b) => b.data.resend_after > 0,
  });
  const texts = await check(
    'billing: the code is in the outbox',
    'GET /dev/outbox?phone=%2B16045550123',
    200,
    {
      expect: (b) => b.data.length > 0,
    },
  );
  const otpCode = /\b(\d{6})\b/.exec(texts.data?.[0]?.text ?? '')?.[1] ?? '';
  await check('billing: save the bank account', 'PATCH /merchants/bank-account', 200, {
    body: { ...bank, otpCode },
    expect: (b) => b.data.bank_name === bank.bank_name,
  });

  // Team (admin).
  const team = await check('team: list members', 'GET /merchants/subaccounts', 200, {
    expect: (b) => b.data.some((m) => m.first_name === 'Lin'),
  });
  const lin = team.data?.find((m) => m.first_name === 'Lin');
  await check('team: rename a member', `PATCH /merchants/team/${lin?.id}`, 200, {
    form: { last_name: '陈' },
    expect: (b) => b.data.first_name === 'Lin' && b.data.last_name === '陈',
  });

  // Company profile.
  await check('company profile: read', 'GET /merchants/profile', 200, {
    expect: (b) => b.data.display_name === 'Maple Forwarding' && !!b.data.company.name,
  });
  await check('company profile: new display name', 'PATCH /merchants/display-info', 200, {
    form: { display_name: 'Maple Forwarding Smoke' },
    expect: (b) => b.data.updates.some((u) => u.display_name === 'Maple Forwarding Smoke'),
  });

  // Notifications.
  const notes = await check('notifications: list', 'GET /merchants/notifications', 200, {
    expect: (b) => b.data.length > 0 && b.data[0].read === false,
  });
  const note = notes.data?.[0];
  await check('notifications: mark read', `PATCH /merchants/notifications/${note?.id}/read`, 200, {
    expect: (b) => b.data.id === note.id && b.data.read === true,
  });

  // Account settings (the language is the app's own: the server keeps no setting for it).
  await check('account: own user (in the profile)', 'GET /merchants/profile', 200, {
    expect: (b) => b.data.user.phone_number === OWNER.identifier,
  });
  await check('account: change the email', 'PATCH /merchants/auth/email/update', 200, {
    body: { email: 'smoke@maple-forwarding.example' },
    expect: (b) => b.data.user.email === 'smoke@maple-forwarding.example',
  });

  // Sign out: the token stops working.
  await check('auth: sign out', 'POST /merchants/auth/logout', 204);
  await check('auth: the token is refused after sign-out', 'GET /merchants/warehouses', 401);
}

// Ctrl-C: the server goes and its data directory with it.
process.once('SIGINT', () => stopServer().finally(() => process.exit(130)));

let exitCode = 1;
try {
  await main();
} catch (error) {
  record('start-and-smoke run', false, error instanceof Error ? error.message : String(error));
} finally {
  await stopServer().catch((error) => console.error(`cleanup failed: ${error}`));
  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  if (failed > 0 && server) {
    const lastLines = server.output.trim().split('\n').slice(-20).join('\n');
    console.log(`The server's last lines:\n${lastLines || '(none)'}`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed, failed, skipped: 0 }));
  exitCode = failed === 0 && passed > 0 ? 0 : 1;
}
process.exit(exitCode);
