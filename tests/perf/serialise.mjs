#!/usr/bin/env node
// Response schemas (ADR 0020) also decide how Fastify writes an answer: with one, it compiles a
// serializer for the shape; without, it falls back to JSON.stringify. This measures the parcel
// inventory's answer (the busiest list) both ways, in one process, one round after the other,
// through Fastify's own request path (inject). Prints its numbers; it is not a test.
// Needs `pnpm build` first (it reads the built schema).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const schemaFile = join(root, 'packages/server/dist/http/schemas/parcels.js');
if (!existsSync(schemaFile)) {
  console.error('packages/server/dist is missing: run `pnpm build` first.');
  process.exit(1);
}
const require = createRequire(join(root, 'packages/server/package.json'));
const Fastify = require('fastify');
const { parcelListResponse } = await import(pathToFileURL(schemaFile).href);

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const statuses = ['pending', 'stored', 'packed', 'returned', 'return_processing', 'error'];

/** A realistic page: long tracking ids, Chinese names, every nullable field in both states. */
function parcelPage(size) {
  const data = Array.from({ length: size }, (_, i) => ({
    parcel_id: 100_000 + i,
    tracking_id: `YT${String(8812345678901 + i * 7919).padStart(13, '0')}CN`,
    personal_id: `C-${String(10_000 + i)}`,
    status: statuses[i % statuses.length],
    weight: 1.25 + (i % 9) * 0.5,
    length: 30 + (i % 5),
    width: 20,
    height: 10.5,
    inbound_date: `2026-${String(6 + (i % 5)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    warehouse_id: '0d9b8a1e-1111-4c2b-8f00-00000000beef',
    warehouse_name: '深圳集运中心 Shenzhen Consolidation Centre',
    shelf_location: `B-${String(i % 20).padStart(2, '0')}-05`,
    shipping_line:
      i % 4 === 0
        ? null
        : {
            id: '6f1c3a52-0b7e-4d7a-9a53-3f2b8c1d9e01',
            route_code: 'CN-CA-A-G',
            name: '加拿大空运专线',
          },
    order: null,
    content_name: i % 3 === 0 ? null : '儿童冬季羽绒服（加厚款）',
    content_value: i % 3 === 0 ? null : 459.9,
    content_quantity: i % 3 === 0 ? null : 2,
    notes: i % 2 === 0 ? null : '外箱轻微破损，已加固',
    is_problem: i % 10 === 0,
    problem_type: i % 10 === 0 ? 'damaged' : null,
    description: i % 10 === 0 ? 'Corner crushed on arrival' : null,
    storage_days: 40 + i,
    overdue_days: i % 7,
    overdue_fee: (i % 7) * 1.5,
    created_at: '2026-11-20T08:15:30.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
  }));
  return { data, results: 205 };
}

async function appAnswering(page, withSchema) {
  const app = Fastify({ logger: false });
  app.get(
    '/parcels',
    withSchema ? { schema: { response: { 200: parcelListResponse } } } : {},
    async () => page,
  );
  await app.ready();
  return app;
}

async function requestsPerSecond(app) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < REQUESTS; i += 1) {
    const answer = await app.inject({ method: 'GET', url: '/parcels' });
    if (answer.statusCode !== 200) throw new Error(`answered ${answer.statusCode}`);
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return REQUESTS / seconds;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`Parcel inventory answer, ${REQUESTS} requests a round, ${ROUNDS} rounds (median):`);
for (const size of [10, 100]) {
  const page = parcelPage(size);
  const plain = await appAnswering(page, false);
  const typed = await appAnswering(page, true);
  // Both answers say the same: the schema must not drop or change a field.
  const a = JSON.parse((await plain.inject({ url: '/parcels' })).body);
  const b = JSON.parse((await typed.inject({ url: '/parcels' })).body);
  if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error('the two answers differ');
  const bytes = (await typed.inject({ url: '/parcels' })).body.length;
  const without = [];
  const withSchema = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    without.push(await requestsPerSecond(plain));
    withSchema.push(await requestsPerSecond(typed));
  }
  const base = median(without);
  const fast = median(withSchema);
  console.log(
    `  ${String(size).padStart(3)} parcels (${(bytes / 1024).toFixed(1)} KB): ` +
      `JSON.stringify ${base.toFixed(0)} req/s, response schema ${fast.toFixed(0)} req/s — ` +
      `${(fast / base).toFixed(2)}×`,
  );
  await plain.close();
  await typed.close();
}
