#!/usr/bin/env node
// Label benchmark (not a test): how long the built server takes to answer a parcel's label PDF,
// and one PDF of 100 labels (issue 42: under 200 ms p50 for one, under 2 s for 100). Starts the
// built server on a temporary DATA_DIR with the demo data, receives parcels until the demo
// warehouse has 100, asks once to warm the font (parsed on the first document), then times
// BENCH_ROUNDS (default 20) requests of each. Needs `pnpm build` first.
import { startBuiltServer } from './built-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4331);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const base = `http://localhost:${port}`;
const owner = { country_code: '+1', identifier: '6045550123', password: 'Merchant#2026' };
const WAREHOUSE = 'Vancouver Main Warehouse';

async function call(path, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response;
}

const json = async (path, options) => (await call(path, options)).json();

async function timed(path, token) {
  const started = performance.now();
  const response = await call(path, { token });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes };
}

function p50(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

let server;
let failed = false;
try {
  server = await startBuiltServer({
    port,
    label: 'bench-labels',
    env: { NODE_ENV: 'test', LOGIN_RATE_LIMIT_MAX: '1000' },
    timeoutMs: 90_000,
  });
  const { accessToken: token } = await json('/merchants/auth/root-login', {
    method: 'POST',
    body: owner,
  });
  const warehouse = (await json('/merchants/warehouses', { token })).data.find(
    (item) => item.warehouse_name === WAREHOUSE,
  );
  if (!warehouse) throw new Error(`demo warehouse "${WAREHOUSE}" is missing`);
  const parcelsPath = `/merchants/warehouses/${warehouse.id}/parcels`;
  let ids = (await json(`${parcelsPath}?limit=100`, { token })).data.map((p) => p.parcel_id);
  const routeCode = (await json('/merchants/warehouses/shipping-lines', { token })).data.find(
    (line) => line.warehouse_id === warehouse.id,
  )?.route_code;
  const runId = Date.now().toString(36).toUpperCase();
  for (let i = ids.length; i < 100; i += 1) {
    await call(parcelsPath, {
      token,
      method: 'POST',
      body: {
        tracking_id: `LBL${runId}N${i}`,
        personal_id: 'C-BENCH',
        inbound_date: new Date().toISOString().slice(0, 10),
        shelf_location: 'BENCH-1',
        weight: 1.25,
        length: 30,
        width: 20,
        height: 10,
        ...(routeCode ? { shipping_route_code: routeCode } : {}),
      },
    });
  }
  ids = (await json(`${parcelsPath}?limit=100`, { token })).data.map((p) => p.parcel_id);
  const one = `${parcelsPath}/${ids[0]}/label`;
  const hundred = `${parcelsPath}/labels?ids=${ids.join(',')}`;
  const first = await timed(one, token);
  const results = { one: [], hundred: [] };
  let sizes = {};
  for (let round = 0; round < rounds; round += 1) {
    const a = await timed(one, token);
    const b = await timed(hundred, token);
    results.one.push(a.ms);
    results.hundred.push(b.ms);
    sizes = { one: a.bytes, hundred: b.bytes };
  }
  console.log(
    `Parcel labels, ${rounds} rounds, warm (the first label, with the font: ${first.ms.toFixed(0)} ms):`,
  );
  console.log(
    `  1 label     p50 ${p50(results.one).toFixed(1)} ms   ${(sizes.one / 1024).toFixed(1)} KB   (budget 200 ms)`,
  );
  console.log(
    `  ${ids.length} labels  p50 ${p50(results.hundred).toFixed(1)} ms   ${(sizes.hundred / 1024).toFixed(1)} KB   (budget 2000 ms)`,
  );
  if (p50(results.one) > 200 || p50(results.hundred) > 2000) {
    console.log('Over budget.');
    failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server?.stop();
}
process.exit(failed ? 1 : 0);
