#!/usr/bin/env node
// How long `GET /merchants/dashboard` takes for the demo owner (ADR 0066: at most 50 ms at the
// demo scale), over HTTP against the built server with its embedded database, as a merchant gets
// it. Prints the median and the 95th percentile; it is not a test. Needs `pnpm build` first.
import { startBuiltServer } from './built-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4831);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;

const { base, stop } = await startBuiltServer({
  port: PORT,
  label: 'dashboard',
  timeoutMs: 180_000,
});
try {
  const login = await fetch(`${base}/api/v1/merchants/auth/root-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      country_code: '+1',
      identifier: '6045550123',
      password: 'Merchant#2026',
    }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  const { accessToken } = await login.json();
  const ask = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/merchants/dashboard?lang=zhHans`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!response.ok) throw new Error(`dashboard answered ${response.status}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i += 1) await ask();
  const times = [];
  for (let i = 0; i < REQUESTS; i += 1) times.push(await ask());
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  console.log(
    `GET /merchants/dashboard, demo owner, ${REQUESTS} requests one after another: ` +
      `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
  );
} finally {
  await stop();
}
