#!/usr/bin/env node
// Lighthouse on /login as a phone sees it (Lighthouse's mobile defaults: Moto G Power screen,
// simulated slow 4G and 4× slower CPU), against the built server in Debian's Chromium. Prints the
// performance score and its metrics for each run and the median; exits 1 when the median is under
// the budget (95). Needs `pnpm build` first. Not part of `npm test`: a run takes half a minute and
// its total blocking time moves with the machine's load. Lighthouse is fetched by `pnpm dlx`, not
// installed: it needs Node ≥ 22.19, and a dev dependency would break installs on Node 22.13–22.18.
//
// LIGHTHOUSE_COMPARE_DIST=<a built app directory> also serves that build (say, a copy of
// packages/app/dist from before a change) from a second server on the next port, and alternates
// the runs between the two, so both see the same machine load; the budget applies to this build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { root, startBuiltServer } from './built-server.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const BUDGET = 95;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4322);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const compareDist = process.env.LIGHTHOUSE_COMPARE_DIST
  ? resolve(process.env.LIGHTHOUSE_COMPARE_DIST)
  : null;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'total-byte-weight',
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const reports = mkdtempSync(join(tmpdir(), 'jiyun-lighthouse-reports-'));
const servers = [];

let failed = false;
try {
  if (compareDist && !existsSync(join(compareDist, 'index.html'))) {
    throw new Error(`LIGHTHOUSE_COMPARE_DIST has no index.html: ${compareDist}`);
  }
  const targets = [{ name: 'this build', port, env: {} }];
  if (compareDist) {
    targets.push({ name: compareDist, port: port + 1, env: { APP_DIST_DIR: compareDist } });
  }
  for (const target of targets) {
    servers.push(
      await startBuiltServer({
        port: target.port,
        label: 'lighthouse',
        env: { SEED_DEMO: 'false', ...target.env },
      }),
    );
    target.runs = [];
  }
  for (let run = 1; run <= runs; run += 1) {
    for (const target of targets) {
      const report = join(reports, `report-${target.port}-${run}.json`);
      const result = spawnSync(
        'pnpm',
        [
          'dlx',
          LIGHTHOUSE,
          `http://localhost:${target.port}/login`,
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
      if (result.status !== 0 || !existsSync(report)) {
        throw new Error(`Lighthouse run ${run} on ${target.name} failed`);
      }
      const lhr = JSON.parse(readFileSync(report, 'utf8'));
      const score = Math.round(lhr.categories.performance.score * 100);
      target.runs.push({
        score,
        ...Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id].numericValue])),
      });
      const metrics = METRICS.map(
        (id) => `${lhr.audits[id].title}: ${lhr.audits[id].displayValue}`,
      );
      const of = compareDist ? ` of ${target.name}` : '';
      console.log(`Run ${run}${of} (${lhr.configSettings.formFactor}): performance ${score}`);
      for (const line of metrics) console.log(`  ${line}`);
    }
  }
  for (const target of targets) {
    const scores = target.runs.map((r) => r.score);
    const ms = (id) => Math.round(median(target.runs.map((r) => r[id])));
    console.log(
      `/login mobile performance${compareDist ? ` (${target.name})` : ''}: median ${median(scores)} of ${scores.join(', ')}` +
        ` — median FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms,` +
        ` TBT ${ms('total-blocking-time')} ms, speed index ${ms('speed-index')} ms` +
        (target === targets[0] ? ` (budget ${BUDGET})` : ''),
    );
  }
  const score = median(targets[0].runs.map((r) => r.score));
  if (score < BUDGET) {
    console.error(`✘ /login scores ${score} on mobile, under the budget of ${BUDGET}.`);
    failed = true;
  }
} catch (error) {
  console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  for (const server of servers) await server.stop();
  rmSync(reports, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
