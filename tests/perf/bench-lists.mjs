#!/usr/bin/env node
// List benchmark (not a test): how fast each list answers at a merchant's real size, next to the
// same SQL through the bare driver (issue 17, ADR 0054). It makes a scratch database —
// PostgreSQL when DATABASE_URL is set (a `jiyun_bench_*` database beside it), else the embedded
// database in a temporary DATA_DIR — seeds N parcels into the demo company's "Vancouver Main
// Warehouse" and as many into other companies' warehouses with one bulk SQL statement per chunk,
// and as many orders, returns and settlements for the company and for the others
// (bench-lists-orders.mjs: the counter triggers fire for every row, and are checked), starts the
// BUILT server on it, signs in, and runs every case for a fixed time at a fixed
// concurrency. Then it replays, through a bare `pg` pool (or the PGlite client), exactly the
// statements the server's own repositories issue for that request (captured from drizzle's
// logger), and prints one line per case: req/s, p50, p99, bare req/s and the server/bare ratio.
// With --floor it also runs each case through the HTTP floor (floor-server.mjs, ADR 0080): a bare
// `node:http` server running the same statements, what any Node server costs over the bare loop.
// Its scratch data is dropped at the end.
//
//   pnpm build && pnpm bench:lists                       # 1,000,000 (PostgreSQL) / 100,000 (embedded)
//   pnpm bench:lists --rows 100000 --seconds 2 --cases page-1,deep-page
//   pnpm bench:lists --rows 20000 --seconds 1 --cases orders,returns-search,settlements
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:lists
//   pnpm bench:lists --cases "customer id" --explain     # and each statement's plan, as it ran
//   pnpm bench:lists --rows 100000 --keep --cases x      # seed, then leave the scratch database
//   pnpm bench:lists --rows 100000 --cases page --floor  # and the HTTP floor of each case
import { spawn } from 'node:child_process';
import { request as httpRequest, Agent } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { dist, load, openBare, plansPrepared } from './bare.mjs';
import { root, startBuiltServer } from './built-server.mjs';
import { listCases, listPath, replayList, seedLists } from './bench-lists-orders.mjs';

const { values: options } = parseArgs({
  options: {
    rows: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '8' },
    cases: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4710' },
    explain: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    floor: { type: 'boolean', default: false },
  },
});

const databaseUrl = process.env.DATABASE_URL || null;
const rows = Number(options.rows ?? (databaseUrl ? 1_000_000 : 100_000));
const seconds = Number(options.seconds);
const concurrency = Number(options.concurrency);
const port = Number(options.port);
const WAREHOUSE = 'Vancouver Main Warehouse';
const OWNER = { country_code: '+1', identifier: '6045550123', password: 'Merchant#2026' };
const CHUNK = 200_000;
const WARM_UP_MS = 1_000;

/** The domain package, as built: its list filters, page sizes, statuses and API paths. */
const domainModule = () => import(pathToFileURL(join(root, 'packages/domain/dist/index.js')).href);
const LIST_KINDS = new Set(['orders', 'returns', 'settlements']);

/**
 * Every case: a query of the parcel inventory (as an object and as the server reads it), the
 * warehouse list, a parcel create, then the orders', returns' and settlements' lists.
 */
function casesFor(sample, domain, listSamples) {
  const parcelCase = (name, query) => ({ name, kind: 'parcels', query });
  return [
    parcelCase('page 1, no filter', {}),
    parcelCase('two statuses', { status: ['stored', 'packed'] }),
    parcelCase('page 10,000', { page: Math.min(10_000, Math.ceil(rows / 10)) }),
    parcelCase('two statuses, page 5,000', {
      status: ['stored', 'packed'],
      page: Math.min(5_000, Math.ceil(rows / 20)),
    }),
    parcelCase('last page', { page: sample.lastPage }),
    parcelCase('exact tracking id', {
      search: sample.tracking_id,
      search_field: 'tracking_number',
    }),
    parcelCase('customer id', { search: sample.personal_id, search_field: 'customer_id' }),
    parcelCase('shelf prefix', {
      search: sample.shelf_location.slice(0, 4),
      search_field: 'shelf_location',
    }),
    parcelCase('created_from/to (a month)', {
      created_from: '2026-05-01',
      created_to: '2026-05-31',
    }),
    parcelCase('search: parcel id', { search: String(sample.id), search_field: 'id' }),
    parcelCase('search: weight', { search: '12.5', search_field: 'weight' }),
    parcelCase('search: stored at', { search: sample.inbound_date, search_field: 'stored_at' }),
    parcelCase('search: status', { search: '在库', search_field: 'storage_status' }),
    parcelCase('search: all fields', { search: sample.tracking_id, search_field: 'all' }),
    parcelCase('search: no field', { search: sample.personal_id }),
    // The warehouse card's figures open these (issue 40.5).
    parcelCase('overdue', { overdue: true }),
    parcelCase('problem parcels', { problem: true }),
    { name: 'warehouse list', kind: 'warehouses' },
    { name: 'parcel create', kind: 'create' },
    ...(listSamples === null ? [] : listCases(domain, listSamples, rows)),
  ];
}

/** Whether a case of the orders, returns or settlements lists is asked for. */
function wantsLists() {
  const wanted = options.cases?.split(',').map((name) => slug(name.trim()));
  return (
    !wanted ||
    wanted.some((name) =>
      [...LIST_KINDS].some((kind) => kind.startsWith(name) || name.startsWith(kind)),
    )
  );
}

const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function queryString(query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The parcels of one bulk statement: statuses, customers (20,000), shelves (aisle-bay-level),
 * tracking ids (15–20 characters in four carriers' shapes) and creation times over a year, all
 * from a hash of the row number so every run seeds the same data.
 */
function seedStatement(first, count, warehouseIds, lineIds) {
  const array = (ids) => `array[${ids.map((id) => `'${id}'::uuid`).join(',')}]`;
  const lines = lineIds.length > 0 ? `(${array(lineIds)})[1 + i % ${lineIds.length}]` : 'null';
  return `
    insert into parcels (merchant_id, warehouse_id, tracking_id, personal_id, status, weight,
      length, width, height, inbound_date, shelf_location, shipping_line_id, content_name,
      is_problem, problem_type, problem_description, created_at, updated_at)
    select w.merchant_id, w.id, t.tracking, t.customer, t.status, t.weight, 40, 30, 20,
      (t.created at time zone 'UTC')::date, t.shelf, ${lines}, '服装 clothing',
      t.problem, case when t.problem then 'damaged' end,
      case when t.problem then '外箱破损 carton damaged' end, t.created, t.created
    from generate_series(${first}, ${first + count - 1}) as i
    cross join lateral (select mod(i * 2654435761, 4294967291) as h) as hashed
    join warehouses w on w.id = (${array(warehouseIds)})[1 + i % ${warehouseIds.length}]
    cross join lateral (select
      case i % 4
        when 0 then 'SF' || lpad(i::text, 13, '0')
        when 1 then 'YT' || lpad(i::text, 16, '0')
        when 2 then 'JDV' || lpad(i::text, 14, '0')
        else '7' || lpad(i::text, 19, '0') end as tracking,
      'C' || lpad(mod(h, 20000)::text, 6, '0') as customer,
      case when mod(h, 100) < 15 then 'pending' when mod(h, 100) < 65 then 'stored'
        when mod(h, 100) < 80 then 'packed' when mod(h, 100) < 85 then 'returned'
        when mod(h, 100) < 88 then 'return_processing' when mod(h, 100) < 90 then 'error'
        else 'restored' end as status,
      0.2 + mod(h / 7, 3000) / 100.0 as weight,
      chr(65 + mod(h / 11, 26)::int) || '-' || lpad(mod(h / 13, 40)::text, 2, '0') || '-'
        || lpad(mod(h / 17, 12)::text, 2, '0') as shelf,
      timestamptz '2026-11-25T00:00:00Z' - mod(h / 3, 31536000) * interval '1 second' as created,
      -- One parcel in a hundred flagged with a problem, whatever its status.
      mod(h / 19, 100) = 0 as problem
    ) as t`;
}

async function seed(bare) {
  const one = async (text, params) => (await bare.query(text, params)).rows[0];
  const target = await one('select id, merchant_id from warehouses where warehouse_name = $1', [
    WAREHOUSE,
  ]);
  const others = (
    await bare.query('select id from warehouses where merchant_id <> $1 order by id', [
      target.merchant_id,
    ])
  ).rows.map((row) => row.id);
  const lines = (
    await bare.query('select id from shipping_lines where warehouse_id = $1 order by id', [
      target.id,
    ])
  ).rows.map((row) => row.id);
  const started = performance.now();
  for (let first = 1; first <= rows; first += CHUNK) {
    await bare.query(seedStatement(first, Math.min(CHUNK, rows - first + 1), [target.id], lines));
  }
  for (let first = rows + 1; first <= 2 * rows; first += CHUNK) {
    await bare.query(seedStatement(first, Math.min(CHUNK, 2 * rows - first + 1), others, []));
  }
  // What autovacuum does soon after a load: statistics, and the visibility map index-only walks need.
  await bare.query('vacuum analyze parcels');
  console.log(
    `seeded ${rows.toLocaleString('en')} + ${rows.toLocaleString('en')} parcels in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  // The lists take most of the seeding time; a run of parcel cases only (`--cases page,create`)
  // leaves them out.
  const listSamples = wantsLists() ? await seedLists(bare, target, rows) : null;
  // The seed leaves gigabytes of dirty pages behind: write them out now, or the checkpointer
  // competes with the first cases measured (and not with their bare loop, which runs later).
  await bare.query('checkpoint');
  const sample = await one(
    `select id, tracking_id, personal_id, shelf_location, inbound_date::text as inbound_date
     from parcels where warehouse_id = $1 order by created_at desc, id desc offset 5000 limit 1`,
    [target.id],
  );
  // The inventory's total as its counters keep it: the last page is where the pager's last
  // button goes (read from the oldest end, ADR 0068).
  const { parcels } = await one(
    'select coalesce(sum(parcels), 0)::int as parcels from parcel_status_counts where warehouse_id = $1',
    [target.id],
  );
  sample.lastPage = Math.max(1, Math.ceil(parcels / 10));
  if (rows <= 200_000) await verifyParcelDayCounts(bare, target.id);
  return { target, sample, listSamples };
}

/**
 * The day counts the deep pages and date windows read (ADR 0074) and the inbound date counts
 * (ADR 0077) against the seeded rows, day by day and status by status: only up to 200,000 rows,
 * where counting them all is quick.
 */
async function verifyParcelDayCounts(bare, warehouseId) {
  await verifyParcelCounts(
    bare,
    warehouseId,
    'parcel_day_counts',
    'day',
    `(created_at at time zone 'UTC')::date`,
  );
  await verifyParcelCounts(
    bare,
    warehouseId,
    'parcel_inbound_counts',
    'inbound_date',
    'inbound_date',
  );
}

/** A parcel counter table's sums per (`dayColumn`, status) against the parcels, by `dayOfParcel`. */
async function verifyParcelCounts(bare, warehouseId, table, dayColumn, dayOfParcel) {
  const { rows: off } = await bare.query(
    `select coalesce(k.day, r.day) as day, coalesce(k.status, r.status) as status,
       coalesce(k.parcels, 0)::int as kept, coalesce(r.parcels, 0)::int as actual
     from (select ${dayColumn} as day, status, sum(parcels) as parcels from ${table}
           where warehouse_id = $1 group by 1, 2) k
     full join (select ${dayOfParcel} as day, status, count(*) as parcels
                from parcels where warehouse_id = $1 group by 1, 2) r
       on r.day = k.day and r.status = k.status
     where coalesce(k.parcels, 0) <> coalesce(r.parcels, 0)`,
    [warehouseId],
  );
  if (off.length > 0) {
    throw new Error(`${table} is not exact after the seed: ${JSON.stringify(off.slice(0, 5))}`);
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

function http(base, path, { token, method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(`${base}/api/v1${path}`, {
      method,
      agent,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode >= 300)
          reject(new Error(`${method} ${path} answered ${response.statusCode}: ${text}`));
        else resolve(text);
      });
    });
    req.end(payload);
  });
}

/**
 * The CPU time (user and system) a process has used, in µs, from Linux's `/proc/<pid>/stat`
 * (in clock ticks of 10 ms, Linux's fixed USER_HZ); null elsewhere. Per request, beside req/s,
 * it tells the server's own work from its waiting on the database (ADR 0070). Like req/s it
 * moves with the host's load, so compare it within one run.
 */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/**
 * Runs `once` from `concurrency` loops for `seconds`; req/s, p50 and p99 in ms, and with
 * `cpuOf` (a process id) that process's CPU µs per request (null where it cannot be read).
 */
async function measure(once, cpuOf) {
  // Warm caches, prepared plans and the JIT: a second at full load (a few requests one at a
  // time left the first case of a run measuring a server not yet compiled, at half its speed).
  const warm = performance.now() + WARM_UP_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < warm) await once();
    }),
  );
  const samples = [];
  const cpuBefore = cpuOf === undefined ? null : cpuMicros(cpuOf);
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        await once();
        samples.push(performance.now() - started);
      }
    }),
  );
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];
  const cpuAfter = cpuBefore === null ? null : cpuMicros(cpuOf);
  const cpu = cpuAfter === null ? null : (cpuAfter - cpuBefore) / samples.length;
  return { rps: samples.length / seconds, p50: at(0.5), p99: at(0.99), cpu };
}

/**
 * The statements the server issues for one request of a case, in its stages (each stage's
 * statements run together, the stages one after the other), captured from drizzle's logger while
 * the server's own built repositories and domain rules run against the bare connection.
 */
async function captureStatements(bare, scope, item, now) {
  const [
    { createParcelRepository },
    { createWarehouseRepository },
    orderRepositories,
    returnRepositories,
    billingRepositories,
  ] = await Promise.all([
    dist('repositories/parcels.js'),
    dist('repositories/warehouses.js'),
    dist('repositories/orders.js'),
    dist('repositories/returns.js'),
    dist('repositories/billing.js'),
  ]);
  const domain = await domainModule();
  const { parcelInventoryFilter } = domain;
  let stage = [];
  const stages = [stage];
  const next = () => {
    stage = [];
    stages.push(stage);
  };
  // Statements logged in one turn of the event loop were issued together (Promise.all); one
  // logged in a later turn waited for an answer first (a deep list page reads its total, then its
  // rows): it starts a new stage, so the bare loop waits where the server waits.
  let turnOpen = false;
  const db = bare.drizzleOn({
    logQuery: (text, params) => {
      if (!turnOpen && stage.length > 0) next();
      stage.push({ text, params });
      turnOpen = true;
      setImmediate(() => {
        turnOpen = false;
      });
    },
  });
  // The session check reads nothing here: after a user's first request the server answers it
  // from the states it keeps until the database tells of a change (ADR 0071).
  const warehouses = createWarehouseRepository(db);
  if (LIST_KINDS.has(item.kind)) {
    const repositories = { ...orderRepositories, ...returnRepositories, ...billingRepositories };
    await replayList(domain, repositories, db, scope.merchantId, item);
  } else if (item.kind === 'parcels') {
    // The warehouse check rides with the total; a deep page reads them first, then its rows.
    // The overdue filter reads the warehouse first, for its cutoff, as the route does.
    const { overdue, ...filter } = parcelInventoryFilter({
      page: 1,
      limit: 10,
      ...item.query,
    }).filter;
    const overdueCutoff = overdue
      ? domain.overdueInboundCutoff(now, await warehouses.findRow(scope, scope.warehouseId))
      : null;
    const parcels = createParcelRepository(db);
    await parcels.list(scope, scope.warehouseId, { ...filter, overdueCutoff });
  } else {
    const records = await warehouses.list(scope);
    next();
    await warehouses.figures(
      records.map((record) => record.warehouse),
      now,
    );
  }
  return stages.filter((statements) => statements.length > 0);
}

/** A value written into SQL as a literal (its type comes from the statement it is passed to). */
function literal(value) {
  if (value === null || value === undefined) return 'null';
  const text = Array.isArray(value)
    ? `{${value.map((one) => `"${String(one).replace(/["\\]/g, '\\$&')}"`).join(',')}}`
    : value instanceof Date
      ? value.toISOString()
      : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Each statement of a case with its plan as it ran (`explain analyze`, buffers), planned as the
 * server plans it. A statement kept on one plan for any value is prepared and run on its generic
 * plan (`explain execute`, its values written as literals: an explained statement's own
 * parameters would be planned for their values); the others are explained with their values.
 */
async function explain(bare, stages) {
  const { plannedOnce } = await dist('db/prepared.js');
  return bare.session(async (db) => {
    const plans = [];
    for (const { text, params } of stages.flat()) {
      const generic = plannedOnce.has(text);
      let rows;
      if (generic) {
        await db.query(`prepare bench_explained as ${text}`);
        try {
          await db.query('set plan_cache_mode = force_generic_plan');
          const values = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
          ({ rows } = await db.query(
            `explain (analyze, buffers) execute bench_explained${values}`,
          ));
        } finally {
          await db.query('reset plan_cache_mode');
          await db.query('deallocate bench_explained');
        }
      } else {
        ({ rows } = await db.query(`explain (analyze, buffers) ${text}`, params));
      }
      plans.push(
        `${text}\n${JSON.stringify(params)}${generic ? ' (one plan for any value)' : ''}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`,
      );
    }
    return plans;
  });
}

/**
 * Starts the HTTP floor (floor-server.mjs, ADR 0080) on the next port for the cases `measured`
 * (by index, as the bare loop replayed them); `{ base, pid, stop }` once it answers.
 */
async function startFloor(target, measured, scratchDir) {
  const planOf = await plansPrepared();
  const casesFile = join(scratchDir, 'floor-cases.json');
  const cases = measured.map(({ stages }) =>
    (stages ?? []).map((statements) =>
      statements.map(({ text, params }) => ({ text, params, plan: planOf(text) })),
    ),
  );
  writeFileSync(casesFile, JSON.stringify(cases));
  const floorPort = port + 1;
  const child = spawn(process.execPath, [join(root, 'tests/perf/floor-server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      FLOOR_PORT: String(floorPort),
      FLOOR_TARGET: JSON.stringify(
        target.url ? { url: target.url } : { pgliteDir: target.pgliteDir },
      ),
      FLOOR_CASES: casesFile,
      FLOOR_CONCURRENCY: String(concurrency),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${floorPort}`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const ms = (value) => `${value.toFixed(1).padStart(7)} ms`;

async function run() {
  const scratchDir = mkdtempSync(join(tmpdir(), 'jiyun-bench-lists-'));
  const scratchName = `jiyun_bench_${process.pid}_${Date.now().toString(36)}`;
  let admin = null;
  let target;
  if (databaseUrl) {
    const { default: pg } = await load('pg');
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${scratchName}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${scratchName}`;
    target = { url: url.toString(), label: `PostgreSQL (${scratchName})` };
  } else {
    target = { pgliteDir: join(scratchDir, 'pglite'), label: 'embedded PGlite' };
  }
  const serverEnv = {
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    LOGIN_RATE_LIMIT_MAX: '1000',
    ...(target.url ? { DATABASE_URL: target.url } : { DATABASE_URL: '' }),
  };
  const startServer = () =>
    startBuiltServer({
      port,
      label: 'bench-lists',
      env: serverEnv,
      dataDir: scratchDir,
      timeoutMs: 180_000,
    });
  let server = null;
  let bare = null;
  let floor = null;
  try {
    // First start: the server migrates and seeds the demo companies; the embedded database is
    // one process's, so the server stops while the bench seeds it.
    server = await startServer();
    if (!target.url) {
      await server.stop();
      server = null;
    }
    bare = await openBare(target, { concurrency, planOf: await plansPrepared() });
    const { target: warehouse, sample, listSamples } = await seed(bare);
    if (!target.url) {
      await bare.close();
      bare = null;
      server = await startServer();
    }
    const login = JSON.parse(
      await http(server.base, '/merchants/auth/root-login', { method: 'POST', body: OWNER }),
    );
    const token = login.accessToken;
    const scope = {
      merchantId: warehouse.merchant_id,
      operatorId: null,
      warehouseId: warehouse.id,
    };
    const lineCode = JSON.parse(
      await http(server.base, `/merchants/warehouses/shipping-lines?warehouse_id=${warehouse.id}`, {
        token,
      }),
    ).data.find((line) => line.status === 'active')?.route_code;
    const wanted = options.cases?.split(',').map((name) => name.trim());
    const domain = await domainModule();
    const cases = casesFor(sample, domain, listSamples).filter(
      (item) => !wanted || wanted.some((name) => slug(item.name).startsWith(slug(name))),
    );
    console.log(
      `${target.label}: ${rows.toLocaleString('en')} parcels in "${WAREHOUSE}" + ${rows.toLocaleString('en')} elsewhere, concurrency ${concurrency}, ${seconds} s per case`,
    );
    const results = [];
    let created = 0;
    for (const item of cases) {
      let path;
      if (LIST_KINDS.has(item.kind))
        path = `${listPath(domain, item.kind)}${queryString(item.query)}`;
      else if (item.kind === 'parcels') {
        path = `/merchants/warehouses/${warehouse.id}/parcels${queryString(item.query)}`;
      } else {
        path = '/merchants/warehouses' + (item.kind === 'create' ? `/${warehouse.id}/parcels` : '');
      }
      const once =
        item.kind === 'create'
          ? () => {
              created += 1;
              return http(server.base, path, {
                token,
                method: 'POST',
                body: {
                  tracking_id: `BENCH${Date.now().toString(36).toUpperCase()}N${created}`.slice(
                    0,
                    20,
                  ),
                  personal_id: 'C019999',
                  inbound_date: '2026-11-25',
                  shelf_location: 'Z-39-11',
                  weight: 1.25,
                  length: 30,
                  width: 20,
                  height: 10,
                  shipping_route_code: lineCode,
                },
              });
            }
          : () => http(server.base, path, { token });
      results.push({ item, served: await measure(once, server.pid) });
    }
    // The bare loop after the server, so the two never share the machine; embedded: the server
    // lets go of its database first.
    if (!target.url) {
      await server.stop();
      server = null;
    }
    bare ??= await openBare(target, { concurrency, planOf: await plansPrepared() });
    const now = new Date();
    const explained = [];
    const floorHeader = options.floor
      ? ` ${'floor req/s'.padStart(12)} ${'÷floor'.padStart(6)} ${'floor p99'.padStart(10)}`
      : '';
    console.log(
      `${'case'.padEnd(36)} ${'req/s'.padStart(8)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'bare req/s'.padStart(11)} ${'ratio'.padStart(6)} ${'bare p99'.padStart(10)}${floorHeader} ${'server µs/req'.padStart(14)}${options.floor ? ` ${'floor µs/req'.padStart(14)}` : ''}`,
    );
    /** A run's CPU µs a request in the process measured ('—' where unknown). */
    const micros = (measuredRun) =>
      (measuredRun?.cpu == null ? '—' : measuredRun.cpu.toFixed(0)).padStart(14);
    /**
     * One case's line; with `--floor`, its floor's req/s, the served run's share of it, the
     * floor's p99 and its CPU a request beside the server's.
     */
    const print = ({ item, served, bareRun }, floorRun) => {
      // The bare loop's own p99 is the floor the machine sets for the case (ADR 0068).
      const bareLine = bareRun
        ? `${bareRun.rps.toFixed(0).padStart(11)} ${(served.rps / bareRun.rps).toFixed(2).padStart(6)} ${ms(bareRun.p99)}`
        : `${'—'.padStart(11)} ${'—'.padStart(6)} ${'—'.padStart(10)}`;
      const floorLine = !options.floor
        ? ''
        : floorRun
          ? ` ${floorRun.rps.toFixed(0).padStart(12)} ${(served.rps / floorRun.rps).toFixed(2).padStart(6)} ${ms(floorRun.p99)}`
          : ` ${'—'.padStart(12)} ${'—'.padStart(6)} ${'—'.padStart(10)}`;
      console.log(
        `${item.name.padEnd(36)} ${served.rps.toFixed(0).padStart(8)} ${ms(served.p50)} ${ms(served.p99)} ${bareLine}${floorLine} ${micros(served)}${options.floor ? ` ${micros(floorRun)}` : ''}`,
      );
    };
    const measured = [];
    for (const { item, served } of results) {
      const row = { item, served, bareRun: null, stages: null };
      if (item.kind !== 'create') {
        row.stages = await captureStatements(bare, scope, item, now);
        if (options.explain)
          explained.push({ name: item.name, plans: await explain(bare, row.stages) });
        row.bareRun = await measure(async () => {
          for (const statements of row.stages) {
            await Promise.all(statements.map(({ text, params }) => bare.prepared(text, params)));
          }
        });
      }
      measured.push(row);
      // Without the floor, each line as soon as it is measured; with it, after its floor run.
      if (!options.floor) print(row, null);
    }
    if (options.floor) {
      // The floor server opens the database itself: the embedded one is one process's.
      if (!target.url) {
        await bare.close();
        bare = null;
      }
      floor = await startFloor(target, measured, scratchDir);
      for (const [index, row] of measured.entries()) {
        const floorRun = row.stages
          ? await measure(() => http(floor.base, `/case/${index}`), floor.pid)
          : null;
        print(row, floorRun);
      }
    }
    for (const { name, plans } of explained) console.log(`\n${name}\n${plans.join('\n\n')}`);
  } finally {
    agent.destroy();
    if (server) await server.stop();
    if (floor) await floor.stop();
    if (bare) await bare.close();
    if (options.keep) {
      console.log(`kept: ${target.url ?? target.pgliteDir}`);
      if (admin) await admin.end();
    } else {
      if (admin) {
        await admin.query(`drop database if exists ${scratchName} with (force)`);
        await admin.end();
      }
      rmSync(scratchDir, { recursive: true, force: true });
    }
  }
}

run().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
