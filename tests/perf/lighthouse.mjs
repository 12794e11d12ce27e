#!/usr/bin/env node
// Lighthouse on /login as a phone sees it (Lighthouse's mobile defaults: Moto G Power screen,
// simulated slow 4G and 4× slower CPU), against the built server in Debian's Chromium. Prints the
// performance score and its metrics for each run and the median; exits 1 when the median is under
// the budget (95). Needs `pnpm build` first. Not part of `npm test`: a run takes half a minute and
// its total blocking time moves with the machine's load. Lighthouse is fetched by `pnpm dlx`, not
// installed: it needs Node ≥ 22.19, and a dev dependency would break installs on Node 22.13–22.18.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startBuiltServer } from './built-server.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const BUDGET = 95;
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

const reports = mkdtempSync(join(tmpdir(), 'jiyun-lighthouse-reports-'));
let server;

let failed = false;
try {
  server = await startBuiltServer({ port, label: 'lighthouse', env: { SEED_DEMO: 'false' } });
  const scores = [];
  for (let run = 1; run <= runs; run += 1) {
    const report = join(reports, `report-${run}.json`);
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
  await server?.stop();
  rmSync(reports, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
