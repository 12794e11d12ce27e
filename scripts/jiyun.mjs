#!/usr/bin/env node
// The README's two commands land here (`npm start`, `npm test`). They must work on a fresh
// machine that has only Node (engines.node in package.json): no pnpm, no browser, no database.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeVersionProblem } from './node-version.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, '');

function say(line) {
  process.stdout.write(`\x1b[36m[jiyun]\x1b[0m ${line}\n`);
}

function fail(line) {
  process.stderr.write(`\x1b[31m[jiyun]\x1b[0m ${line}\n`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function succeeds(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'pipe', encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

// Use the pnpm on PATH when it is the pinned major; otherwise run the pinned one through npx,
// so nothing global is installed behind the user's back.
function pnpm() {
  const found = succeeds('pnpm', ['--version']);
  if (found && found.split('.')[0] === pnpmVersion.split('.')[0]) return ['pnpm'];
  say(`pnpm ${pnpmVersion} not found on PATH; using it through npx.`);
  return ['npx', '--yes', `pnpm@${pnpmVersion}`];
}

// Before anything else: on an older Node, pnpm or a test runner would fail deep in an install
// or a build with a message about something else.
function checkNode() {
  const problem = nodeVersionProblem(process.versions.node, pkg.engines.node);
  if (problem) fail(problem);
}

function install(p) {
  say('Installing dependencies…');
  run(p[0], [...p.slice(1), 'install', '--frozen-lockfile']);
}

// Tests drive Debian's Chromium (Playwright's own browser download is not available here),
// and Chinese text needs a CJK font for the visual baselines to mean anything. The server's PDFs
// are read back with poppler (text, page size) and zbar (barcodes).
function ensureBrowser() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const hasCjkFont = Boolean(succeeds('fc-list', [':lang=zh', 'family']));
  const readsPdfs = existsSync('/usr/bin/pdftoppm') && existsSync('/usr/bin/zbarimg');
  if (existsSync(chromium) && hasCjkFont && readsPdfs) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    say('Installing Chromium, a CJK font, poppler and zbar from Debian packages…');
    run('apt-get', ['update', '-qq']);
    run(
      'apt-get',
      ['install', '-y', '-qq', 'chromium', 'fonts-wqy-microhei', 'poppler-utils', 'zbar-tools'],
      { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
    );
    return;
  }
  if (!readsPdfs) {
    fail(
      'Tests read PDFs with poppler and zbar. Install them (sudo apt-get install -y poppler-utils zbar-tools).',
    );
  }
  if (!existsSync(chromium)) {
    fail(
      `Tests need Chromium at ${chromium}. Install it (sudo apt-get install -y chromium fonts-wqy-microhei) ` +
        'or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
  say('No CJK font found (fc-list :lang=zh); visual baselines with Chinese text may differ.');
}

function start(p) {
  say('Building the app and the server…');
  run(p[0], [...p.slice(1), 'run', 'build']);
  say('Starting Jiyun…');
  const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

const command = process.argv[2];
checkNode();
const p = pnpm();
if (command === 'start') {
  install(p);
  start(p);
} else if (command === 'test') {
  install(p);
  ensureBrowser();
  run(p[0], [...p.slice(1), 'run', 'test:all']);
} else {
  fail('Usage: node scripts/jiyun.mjs start|test');
}
