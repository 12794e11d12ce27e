#!/usr/bin/env node
// Bundle budget: what /login really loads in Chromium, and whether every other route is a lazy
// chunk. Two budgets: the JavaScript /login runs (gzip of the built files, ADR 0006), and every
// byte /login transfers from the built server as Chromium counts it (headers and compressed
// bodies of HTML, scripts, styles, fonts, images and API calls; ADR 0032). Prints its numbers;
// exits non-zero when a budget is broken. Needs `pnpm build` first.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { root, startBuiltServer } from './built-server.mjs';

const dist = join(root, 'packages/app/dist');
const LOGIN_BUDGET_BYTES = 150 * 1024;
const LOGIN_TRANSFER_BUDGET_BYTES = 160 * 1024;
const port = Number(process.env.BUDGET_PORT ?? 4320);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

let server;

let failed = false;
try {
  server = await startBuiltServer({ port, label: 'budget', env: { SEED_DEMO: 'false' } });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) scripts.add(path);
  });
  const header = (headers, name) =>
    Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  // What DevTools shows as "transferred": encodedDataLength, headers included, once a load ends.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, {
      path: new URL(response.url).pathname,
      type,
      encoding: header(response.headers, 'content-encoding') ?? '',
      length: Number(header(response.headers, 'content-length') ?? 0),
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
  });
  await page.goto(`http://localhost:${port}/login`, { waitUntil: 'networkidle' });
  await browser.close();

  const transferred = [...requests.values()].filter((request) => !request.path.startsWith('data:'));
  let transferTotal = 0;
  console.log('Transferred by /login (as Chromium counts it, headers included):');
  for (const request of transferred.sort((a, b) => b.bytes - a.bytes)) {
    transferTotal += request.bytes;
    const how = request.encoding || 'uncompressed';
    console.log(
      `  ${kb(request.bytes).padStart(9)}  ${request.type.padEnd(10)} ${how.padEnd(12)} ${request.path}`,
    );
  }
  const transferShare = ((transferTotal / LOGIN_TRANSFER_BUDGET_BYTES) * 100).toFixed(0);
  console.log(
    `  ${kb(transferTotal).padStart(9)}  total — ${transferShare}% of the ${kb(LOGIN_TRANSFER_BUDGET_BYTES)} budget`,
  );
  if (transferTotal > LOGIN_TRANSFER_BUDGET_BYTES) {
    console.error(
      `✘ /login transfers ${kb(transferTotal)}, over the ${kb(LOGIN_TRANSFER_BUDGET_BYTES)} budget.`,
    );
    failed = true;
  }
  // The server sends a text file compressed from 1 KB on (the build's and the API's threshold).
  const sentWhole = transferred.filter(
    (request) =>
      ['Document', 'Script', 'Stylesheet', 'XHR', 'Fetch'].includes(request.type) &&
      !request.encoding &&
      request.length >= 1024,
  );
  for (const request of sentWhole) {
    console.error(
      `✘ ${request.path} (${request.type}, ${kb(request.length)}) was sent uncompressed.`,
    );
    failed = true;
  }

  let total = 0;
  console.log('JavaScript loaded by /login (gzip -9 of the built files):');
  for (const path of [...scripts].sort()) {
    const size = gzipSize(join(dist, path));
    total += size;
    console.log(`  ${kb(size).padStart(9)}  ${path}`);
  }
  const share = ((total / LOGIN_BUDGET_BYTES) * 100).toFixed(0);
  console.log(
    `  ${kb(total).padStart(9)}  total — ${share}% of the ${kb(LOGIN_BUDGET_BYTES)} budget`,
  );
  if (total > LOGIN_BUDGET_BYTES) {
    console.error(
      `✘ /login loads ${kb(total)} of JavaScript, over the ${kb(LOGIN_BUDGET_BYTES)} budget.`,
    );
    failed = true;
  }

  // Every page module other than the login page must be its own lazily loaded chunk.
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(
      '✘ packages/app/dist/.vite/manifest.json is missing (build.manifest must be on).',
    );
    failed = true;
  } else {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const pages = Object.entries(manifest).filter(([source]) =>
      /\/pages\/[^/]+Page\.tsx$/.test(source),
    );
    const eager = pages.filter(
      ([source, chunk]) => !chunk.isDynamicEntry && !/LoginPage\.tsx$/.test(source),
    );
    console.log(
      `Route pages: ${pages.length}, lazily loaded: ${pages.filter(([, c]) => c.isDynamicEntry).length}`,
    );
    for (const [source] of eager) {
      console.error(`✘ ${source} is bundled eagerly: load it with a lazy route.`);
      failed = true;
    }
  }
} catch (error) {
  console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  await server?.stop();
}
process.exit(failed ? 1 : 0);
