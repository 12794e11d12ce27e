#!/usr/bin/env node
// Lighthouse on /login as a phone sees it (Lighthouse's mobile defaults: Moto G Power screen,
// simulated slow 4G and 4× slower CPU), against the built server in Debian's Chromium. Prints the
// performance score and its metrics for each run and the median; exits 1 when the median is under
// the budget (95). Needs `pnpm build` first. Not part of `npm test`: a run takes half a minute and
// its total blocking time moves with the machine's load. Lighthouse is fetched by `pnpm dlx`, not
// installed: it needs Node ≥ 22.19, and a dev dependency would break installs on Node 22.13–22.18.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const BUDGET = 95;
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4322);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'total-byte-weight',
];

if (!existsSync(join(root, 'packages/app/dist/index.html'))) {
  console.error('packages/app/dist is missing: run `pnpm build` first.');
  process.exit(1);
}

async function waitForHealth(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url}`);
}

const scratch = mkdtempSync(join(tmpdir(), 'jiyun-lighthouse-'));
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: join(scratch, 'data'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let failed = false;
try {
  await waitForHealth(`http://localhost:${port}/api/v1/health`, Date.now() + 60_000);
  const scores = [];
  for (let run = 1; run <= runs; run += 1) {
    const report = join(scratch, `report-${run}.json`);
    const result = spawnSync(
      'pnpm',
      [
        'dlx',
        LIGHTHOUSE,
        `http://localhost:${port}/login`,
        '--only-categories=performance',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
      ],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CHROME_PATH: chromiumPath },
      },
    );
    if (result.status !== 0 || !existsSync(report)) throw new Error(`Lighthouse run ${run} failed`);
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    const score = Math.round(lhr.categories.performance.score * 100);
    scores.push(score);
    const metrics = METRICS.map((id) => `${lhr.audits[id].title}: ${lhr.audits[id].displayValue}`);
    console.log(`Run ${run} (${lhr.configSettings.formFactor}): performance ${score}`);
    for (const line of metrics) console.log(`  ${line}`);
  }
  const median = [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)];
  console.log(
    `/login mobile performance: median ${median} of ${scores.join(', ')} (budget ${BUDGET})`,
  );
  if (median < BUDGET) {
    console.error(`✘ /login scores ${median} on mobile, under the budget of ${BUDGET}.`);
    failed = true;
  }
} catch (error) {
  console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  server.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
