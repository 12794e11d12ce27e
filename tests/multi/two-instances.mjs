#!/usr/bin/env node
// Two instances, one deployment: starts an S3 emulator (s3rver, from npm), an SMS gateway
// stand-in and two built server processes (packages/server/dist) on one PostgreSQL database of
// their own, with Redis when one answers and the same secrets. Signs in through instance A and
// uses the session on B; uploads a warehouse image through A and reads it through B; asks for a
// verification code through B and checks the gateway got it exactly once, though both instances
// drain the outbox. Prints each step's latency (the README's figures) and `N passed, N failed`.
//
// Skipped, with the reason printed, only when PostgreSQL does not answer (DATABASE_URL, or
// postgres://postgres@127.0.0.1:5432/postgres). Needs `pnpm build` first. Ports 4610 (gateway),
// 4617 (S3), 4618 and 4619 (the instances). TWO_INSTANCES_REPORT=<file> also writes the counts
// as JSON for scripts/test-all.mjs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const serverMain = join(root, 'packages/server/dist/main.js');
const domainMain = join(root, 'packages/domain/dist/index.js');
// The server's own dependencies (the emulator is its test dependency), not the root's.
const serverRequire = createRequire(join(root, 'packages/server/package.json'));
const pg = serverRequire('pg');
const S3rver = serverRequire('s3rver');

const GATEWAY_PORT = 4610;
const S3_PORT = 4617;
const INSTANCE_PORTS = { A: 4618, B: 4619 };
const START_TIMEOUT_MS = 120_000;
const BUCKET = 'jiyun-two-instances';
const OWNER = { country_code: '+1', identifier: '6045550123', password: 'Merchant#2026' };
const OWNER_PHONE = '+16045550123';
// The second demo company's owner: a code asked for through A while B's is under way.
const SECOND_PHONE = { country_code: '+86', phone_number: '13800000002', to: '+8613800000002' };
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const reportFile = process.env.TWO_INSTANCES_REPORT;

const results = [];
const figures = [];
const cleanups = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function report(skipped = 0) {
  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed, failed, skipped }));
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed === 0 && (passed > 0 || skipped > 0);
}

function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '✔' : '✘'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
}

/** Runs `work`, records how long it took under `label`, and answers its result. */
async function timed(label, work) {
  const started = performance.now();
  const result = await work();
  figures.push({ label, ms: performance.now() - started });
  return result;
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redisAnswers() {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

async function admin(query) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

/** The SMS gateway stand-in: records every text the instances hand over. */
async function startGateway() {
  const received = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ ...JSON.parse(body), at: performance.now() });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise((resolve) => server.listen(GATEWAY_PORT, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return received;
}

function startInstance(name, env) {
  const port = INSTANCE_PORTS[name];
  const dataDir = mkdtempSync(join(tmpdir(), `jiyun-instance-${name}-`));
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    name,
    base,
    async ready() {
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (Date.now() < deadline && child.exitCode === null) {
        try {
          if ((await fetch(`${base}/api/v1/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await sleep(200);
      }
      throw new Error(`instance ${name} did not come up:\n${output}`);
    },
  };
}

async function api(instance, path, { token, method = 'GET', body, form } = {}) {
  const response = await fetch(`${instance.base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: form ?? (body ? JSON.stringify(body) : undefined),
  });
  const type = response.headers.get('content-type') ?? '';
  const payload = type.includes('json')
    ? await response.json()
    : Buffer.from(await response.arrayBuffer());
  return { status: response.status, type, body: payload };
}

async function main() {
  for (const file of [serverMain, domainMain, join(root, 'packages/app/dist/index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build\` first.`);
  }
  const why = await postgresAnswers();
  if (why !== null) {
    console.log(
      `Two-instance test skipped: PostgreSQL at ${redact(serverUrl)} did not answer (${why}).`,
    );
    return report(1);
  }
  const { API_BASE, apiPath, apiPaths } = await import(pathToFileURL(domainMain).href);
  const { discAvatarPng } = await import(
    pathToFileURL(join(root, 'packages/server/dist/seed/avatar-png.js')).href
  );
  const withRedis = await redisAnswers();
  console.log(
    `Two instances on PostgreSQL (${redact(serverUrl)}), S3 (s3rver on ${S3_PORT})` +
      (withRedis
        ? `, Redis (${redisUrl})`
        : ', no Redis (none answers: each instance counts in memory)'),
  );

  const database = `jiyun_two_instances_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${database}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${database}`;

  const s3Dir = mkdtempSync(join(tmpdir(), 'jiyun-two-instances-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: S3_PORT,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  await s3.run();
  cleanups.push(async () => {
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });
  const gateway = await startGateway();

  // One deployment: every instance gets the same settings and secrets, as from one secret store.
  const shared = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl.toString(),
    ...(withRedis ? { REDIS_URL: redisUrl } : {}),
    ACCESS_TOKEN_SECRET: randomBytes(48).toString('base64url'),
    REFRESH_TOKEN_SECRET: randomBytes(48).toString('base64url'),
    FILE_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    SMS_TRANSPORT: 'webhook',
    SMS_WEBHOOK_URL: `http://127.0.0.1:${GATEWAY_PORT}/sms`,
    SEED_DEMO: 'true',
    COOKIE_SECURE: 'false',
    TRUST_PROXY: '127.0.0.1',
  };
  // A first, so that one instance creates the demo data; B joins a migrated, seeded database.
  const a = startInstance('A', shared);
  await timed('instance A starts (migrates, seeds)', () => a.ready());
  const b = startInstance('B', shared);
  await timed('instance B starts (joins)', () => b.ready());

  for (const instance of [a, b]) {
    const health = await api(instance, `${API_BASE}${apiPaths.system.health}`);
    const expected = { status: 'ok', ready: true, database: 'ok', files: 'ok' };
    if (withRedis) expected.redis = 'ok';
    check(
      `instance ${instance.name} is healthy: ${JSON.stringify(health.body)}`,
      health.status === 200 && JSON.stringify(health.body) === JSON.stringify(expected),
    );
  }

  const login = await timed('sign-in through A', () =>
    api(a, `${API_BASE}${apiPaths.auth.rootLogin}`, { method: 'POST', body: OWNER }),
  );
  const token = login.body?.accessToken;
  check('the demo owner signs in through A', login.status === 200 && typeof token === 'string');

  const image = discAvatarPng(256, { r: 200, g: 30, b: 40 }, { r: 255, g: 255, b: 255 });
  const form = new FormData();
  for (const [field, value] of Object.entries({
    warehouse_name: `Ningbo Beilun Bonded Depot 宁波北仑保税仓 ${randomBytes(3).toString('hex')}`,
    contact_person: '欧阳晓明',
    phone_number: '403-555-0188',
    country_code: '+1',
    country: 'CA',
    state: 'CA-AB',
    city: 'CA-AB-CALGARY',
    address_line_1: '4500 Centre St NE',
    free_storage_duration: '21',
    free_storage_unit: 'days',
    overdue_storage_fee: '2.50',
    overdue_fee_frequency: 'day',
  })) {
    form.append(field, value);
  }
  form.append('image', new Blob([image], { type: 'image/png' }), '仓库照片.png');
  const created = await timed('warehouse with an image, created through A', () =>
    api(a, `${API_BASE}${apiPaths.warehouses.list}`, { method: 'POST', token, form }),
  );
  const key = created.body?.data?.image;
  check('A stores the warehouse image in the bucket', created.status === 201 && !!key);

  const link = await timed('signed link from B (session made on A)', () =>
    api(b, `${API_BASE}${apiPath(apiPaths.files.signedLink, { key })}`, { token }),
  );
  check('B signs a link for the image with A’s session', link.status === 200);
  const file = await timed('image read through B', () => api(b, link.body?.data?.url ?? '/'));
  check(
    'B serves the image A stored, byte for byte',
    file.status === 200 && file.type === 'image/png' && Buffer.compare(file.body, image) === 0,
    `status ${file.status}, ${file.type}, ${file.body?.length} bytes`,
  );

  const asked = performance.now();
  const resetPath = `${API_BASE}${apiPaths.passwordReset.request}`;
  const [throughB, throughA] = await Promise.all([
    api(b, resetPath, { method: 'POST', body: { country_code: '+1', phone_number: '6045550123' } }),
    api(a, resetPath, {
      method: 'POST',
      body: { country_code: SECOND_PHONE.country_code, phone_number: SECOND_PHONE.phone_number },
    }),
  ]);
  check(
    'B and A accept a password-reset code request each',
    [throughB, throughA].every((r) => r.status === 200),
  );
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && !gateway.some((text) => text.to === OWNER_PHONE)) await sleep(20);
  const first = gateway.find((text) => text.to === OWNER_PHONE);
  if (first) figures.push({ label: 'code request (B) to gateway delivery', ms: first.at - asked });
  // Both instances poll the outbox every second: give each several rounds to send it again.
  await sleep(4000);
  for (const phone of [OWNER_PHONE, SECOND_PHONE.to]) {
    const texts = gateway.filter((text) => text.to === phone);
    check(
      `the gateway received the code for ${phone} exactly once`,
      texts.length === 1 && /\b\d{6}\b/.test(texts[0]?.text ?? ''),
      `${texts.length} texts`,
    );
    const outbox = await queryDatabase(
      databaseUrl.toString(),
      `SELECT status, attempts FROM sms_outbox WHERE "to" = '${phone}'`,
    );
    check(
      `its outbox row is sent, after one try`,
      outbox.length === 1 && outbox[0].status === 'sent' && outbox[0].attempts === 1,
      JSON.stringify(outbox),
    );
  }

  // B keeps the owner's session state once it has read it; a logout through A must reach it
  // through the database's notification (ADR 0071), not only A.
  const listPath = `${API_BASE}${apiPaths.warehouses.list}`;
  check('B answers with A’s session', (await api(b, listPath, { token })).status === 200);
  const loggedOut = await api(a, `${API_BASE}${apiPaths.auth.logout}`, { method: 'POST', token });
  const ended = performance.now();
  let onB = await api(b, listPath, { token });
  let passedOnB = 0;
  const until = Date.now() + 5_000;
  while (onB.status === 200 && Date.now() < until) {
    passedOnB += 1;
    await sleep(5);
    onB = await api(b, listPath, { token });
  }
  figures.push({
    label: `logout through A until B refuses the token (${passedOnB} requests let through)`,
    ms: performance.now() - ended,
  });
  check(
    'after a logout through A, B refuses the access token',
    loggedOut.status === 204 && onB.status === 401,
    `logout ${loggedOut.status}, then B ${onB.status} after ${passedOnB} requests it still let through`,
  );

  console.log('\nFigures (one run, this machine):');
  for (const figure of figures) console.log(`  ${figure.label}: ${Math.round(figure.ms)} ms`);
  return report();
}

async function queryDatabase(url, query) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}

function redact(url) {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  check('the two-instance run', false, error instanceof Error ? error.message : String(error));
  report();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
process.exit(ok ? 0 : 1);
