import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
// One fresh database per run: the config is evaluated first in the main process, and the
// workers inherit the environment it sets, so they all agree on the directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'jiyun-e2e-'));
/** Short access-token life so the refresh path runs for real (see session.spec.ts). */
export const accessTokenTtlSeconds = 4;

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node packages/server/dist/main.js',
    cwd: '../..',
    url: `http://localhost:${port}/api/v1/health`,
    // A first start migrates and seeds the demo company: seconds on a quiet machine, a minute
    // or more on a loaded one.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      ACCESS_TOKEN_TTL: String(accessTokenTtlSeconds),
      // Wrong passwords from one address in a few seconds are the suite, not an attack.
      LOGIN_RATE_LIMIT_MAX: '1000',
      LOGIN_ADDRESS_RATE_LIMIT_MAX: '1000',
      // The account specs ask for many verification codes from 127.0.0.1 in a few seconds.
      OTP_PHONE_RATE_LIMIT_MAX: '1000',
      OTP_ADDRESS_RATE_LIMIT_MAX: '10000',
      LOG_LEVEL: 'warn',
    },
  },
});
