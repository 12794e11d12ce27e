import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';

const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 6007);

/**
 * Opens the built (static) Storybook in Chromium and checks that it works as published: the
 * index, the manager, a story of each kind and a docs page (static-smoke.spec.ts). Needs
 * `pnpm build-storybook` first. Every story itself is checked by the `stories` and `pages`
 * vitest projects (ADR 0081).
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'static-smoke.spec.ts',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['dot'], ['json']] : [['dot']],
  outputDir: '../../test-results/storybook-static',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    reducedMotion: 'reduce',
  },
  webServer: {
    command: 'node tests/storybook/serve-static.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    timeout: 30_000,
    reuseExistingServer: false,
    env: { STORYBOOK_STATIC_PORT: String(port) },
  },
});
