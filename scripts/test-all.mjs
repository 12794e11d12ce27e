#!/usr/bin/env node
// Runs every layer the way CI does and ends with one plain line, `N passed, N failed`,
// summed over every runner, so an empty or partial run cannot pass unnoticed.
// Every step runs even when an earlier one fails: one report shows all that is broken.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.vitest-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const steps = [];

function step(name, command, args, env = {}) {
  process.stdout.write(`\n\x1b[1m▶ ${name}\x1b[0m\n`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

// A step that is not a test runner (typecheck, lint, build) counts as one check.
function check(name, command, args) {
  if (step(name, command, args)) totals.passed += 1;
  else totals.failed += 1;
}

check('Typecheck', 'pnpm', ['run', 'typecheck']);
check('Lint', 'pnpm', ['run', 'lint']);
check('Format', 'pnpm', ['run', 'format:check']);

const vitestReport = join(reports, 'vitest.json');
const vitestOk = step('Vitest: domain, server, app, stories, pages', 'pnpm', [
  'exec',
  'vitest',
  'run',
  // Every core: the server's files and the browser's stories run side by side (Vitest's own
  // default leaves one core free, for a developer's editor).
  '--maxWorkers=100%',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A suite that fails to load has no failed test in it: count it so the line is honest.
  if (!vitestOk && vitest.numFailedTests === 0)
    totals.failed += Math.max(1, vitest.numFailedTestSuites);
} else {
  totals.failed += 1;
}

check('Build (app, domain, server)', 'pnpm', ['run', 'build']);
check('Bundle budget', 'node', ['tests/perf/bundle-budget.mjs']);

// Two built instances on one PostgreSQL with S3 storage (an emulator) and Redis (ADR 0051). It
// skips itself, saying why, only where no PostgreSQL answers; its counts join the totals.
const twoInstancesReport = join(reports, 'two-instances.json');
const twoInstancesOk = step(
  'Two instances (PostgreSQL, S3, Redis, built server)',
  'node',
  ['tests/multi/two-instances.mjs'],
  { TWO_INSTANCES_REPORT: twoInstancesReport },
);
const twoInstances = readJson(twoInstancesReport);
if (twoInstances) {
  totals.passed += twoInstances.passed;
  totals.failed += twoInstances.failed;
  totals.skipped += twoInstances.skipped;
  if (!twoInstancesOk && twoInstances.failed === 0) totals.failed += 1;
} else {
  totals.failed += 1;
}

/** Runs a Playwright suite and adds its JSON report to the totals (a run with no report fails). */
function playwright(name, script, reportName) {
  const report = join(reports, reportName);
  const ok = step(name, 'pnpm', ['run', script], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const result = readJson(report);
  if (!result) {
    totals.failed += 1;
    return;
  }
  totals.passed += result.stats.expected + result.stats.flaky;
  totals.failed += result.stats.unexpected;
  totals.skipped += result.stats.skipped;
  if (!ok && result.stats.unexpected === 0) totals.failed += 1;
}

playwright('End-to-end (Playwright, Chromium, real server)', 'test:e2e', 'playwright.json');

// The published workbench, not the dev server: build Storybook and open it in Chromium (the
// index, the manager, a story of each kind, a docs page). Every story was rendered, played,
// checked and photographed once already, in the Vitest step (ADR 0081).
if (step('Storybook build (static)', 'pnpm', ['run', 'build-storybook', '--quiet'])) {
  playwright('Static Storybook: it opens', 'test:storybook-static', 'storybook-static.json');
} else {
  totals.failed += 1;
}

process.stdout.write('\n');
for (const s of steps) {
  process.stdout.write(`${s.ok ? '✔' : '✘'} ${s.name} (${s.seconds}s)\n`);
}
const ok = steps.every((s) => s.ok) && totals.failed === 0 && totals.passed > 0;
process.stdout.write(
  `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
process.exit(ok ? 0 : 1);
