#!/usr/bin/env node
/* global window, document -- these run inside the page (Playwright evaluates them there). */
// Scan intake benchmark (not a test): how long an operator's keyboard-only "Submit and scan"
// round trip takes in the real app, next to the same parcel creations through the API alone.
// Starts the built server on a temporary DATA_DIR with the demo data, signs in with Chromium,
// receives N parcels (default 20) into a demo warehouse, then creates N more with plain HTTP.
// Needs `pnpm build` first. Prints total, median and p95 per parcel, and the UI/API ratio.
import { chromium } from 'playwright';
import { startBuiltServer } from './built-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4330);
const count = Number(process.env.BENCH_PARCELS ?? 20);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const base = `http://localhost:${port}`;
const owner = { country_code: '+1', identifier: '6045550123', password: 'Merchant#2026' };
const WAREHOUSE = 'Vancouver Main Warehouse';

async function api(path, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json();
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const total = samples.reduce((sum, value) => sum + value, 0);
  return { total, median: at(0.5), p95: at(0.95) };
}

const ms = (value) => `${value.toFixed(0).padStart(6)} ms`;
const row = (label, { total, median, p95 }) =>
  console.log(`${label.padEnd(34)} total ${ms(total)}   median ${ms(median)}   p95 ${ms(p95)}`);

const runId = Date.now().toString(36).toUpperCase();
let server;

let failed = false;
try {
  server = await startBuiltServer({
    port,
    label: 'bench-intake',
    env: { NODE_ENV: 'test', LOGIN_RATE_LIMIT_MAX: '1000' },
    timeoutMs: 90_000,
  });
  const { accessToken: token } = await api('/merchants/auth/root-login', {
    method: 'POST',
    body: owner,
  });
  const warehouse = (await api('/merchants/warehouses', { token })).data.find(
    (item) => item.warehouse_name === WAREHOUSE,
  );
  if (!warehouse) throw new Error(`demo warehouse "${WAREHOUSE}" is missing`);
  const lines = (
    await api(`/merchants/warehouses/shipping-lines?warehouse_id=${warehouse.id}`, { token })
  ).data;
  const routeCode = lines[0]?.route_code;
  if (!routeCode) throw new Error(`"${WAREHOUSE}" has no shipping line`);

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  const page = await browser.newPage();
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(owner.identifier);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/warehouse$/);
  await page.goto(`${base}/warehouse/${warehouse.id}/new-parcel`);
  const tracking = page.getByRole('textbox', { name: 'Tracking ID' });
  const line = page.getByRole('combobox', { name: 'Shipping line' });
  await tracking.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'tracking_id');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type('BENCH-1');
  await page.keyboard.press('Tab');

  // One parcel = what the operator does: scan (type + Enter), type five fields with Enter,
  // pick the line, Enter; done when the saved toast shows and the cursor is back, empty.
  const ui = [];
  const uiSave = [];
  for (let i = 0; i < count; i += 1) {
    const code = `UI${runId}N${i}`;
    const started = performance.now();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    for (const value of ['C-BENCH', '1.25', '30', '20', '10']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
    }
    if ((await line.inputValue()) === '') await page.keyboard.press('ArrowDown');
    const submitted = performance.now();
    await page.keyboard.press('Enter');
    await page.getByText(`Parcel ${code} received.`).waitFor();
    await page.waitForFunction(() => {
      const active = document.activeElement;
      return active?.getAttribute('name') === 'tracking_id' && active.value === '';
    });
    const done = performance.now();
    ui.push(done - started);
    uiSave.push(done - submitted);
  }
  await browser.close();

  const direct = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await api(`/merchants/warehouses/${warehouse.id}/parcels`, {
      token,
      method: 'POST',
      body: {
        tracking_id: `API${runId}N${i}`,
        personal_id: 'C-BENCH',
        inbound_date: new Date().toISOString().slice(0, 10),
        shelf_location: 'BENCH-1',
        weight: 1.25,
        length: 30,
        width: 20,
        height: 10,
        shipping_route_code: routeCode,
      },
    });
    direct.push(performance.now() - started);
  }

  const uiStats = stats(ui);
  const saveStats = stats(uiSave);
  const apiStats = stats(direct);
  console.log(`Scan intake, ${count} parcels into "${WAREHOUSE}" (keyboard only, Chromium):`);
  row('UI: scan + 5 fields + submit', uiStats);
  row('UI: submit key → ready for next', saveStats);
  row('API: POST .../parcels alone', apiStats);
  console.log(
    `UI/API ratio (median): whole parcel ${(uiStats.median / apiStats.median).toFixed(1)}×, ` +
      `submit→ready ${(saveStats.median / apiStats.median).toFixed(1)}×`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await server?.stop();
}
process.exit(failed ? 1 : 0);
