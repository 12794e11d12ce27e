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
const vitestOk = step('Vitest: domain, server, app, stories, visual', 'pnpm', [
  'exec',
  'vitest',
  'run',
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

const e2eReport = join(reports, 'playwright.json');
const e2eOk = step('End-to-end (Playwright, Chromium, real server)', 'pnpm', ['run', 'test:e2e'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
});
const e2e = readJson(e2eReport);
if (e2e) {
  totals.passed += e2e.stats.expected + e2e.stats.flaky;
  totals.failed += e2e.stats.unexpected;
  totals.skipped += e2e.stats.skipped;
  if (!e2eOk && e2e.stats.unexpected === 0) totals.failed += 1;
} else {
  totals.failed += 1;
}

// The published workbench, not the dev server: build Storybook and open every story of the static
// build in Chromium; a story that throws, fails its play function or logs an error fails.
const storybookBuilt = step('Storybook build (static)', 'pnpm', [
  'run',
  'build-storybook',
  '--quiet',
]);
if (storybookBuilt) {
  const storiesReport = join(reports, 'storybook-static.json');
  const storiesOk = step(
    'Static Storybook: every story in Chromium',
    'pnpm',
    ['run', 'test:storybook-static'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: storiesReport,
    },
  );
  const stories = readJson(storiesReport);
  if (stories) {
    totals.passed += stories.stats.expected + stories.stats.flaky;
    totals.failed += stories.stats.unexpected;
    totals.skipped += stories.stats.skipped;
    if (!storiesOk && stories.stats.unexpected === 0) totals.failed += 1;
  } else {
    totals.failed += 1;
  }
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
