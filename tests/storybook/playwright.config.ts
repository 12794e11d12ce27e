import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';

const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 6007);

/**
 * Opens every story of the built (static) Storybook in Chromium, one test per story, and fails
 * a story that logs a console error, throws, or shows Storybook's error display, and compares
 * every page story's end state with its baseline picture in __screenshots__/ (ADR 0048). Needs
 * `pnpm build-storybook` first (the test runner script does it).
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'static-stories.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['dot'], ['json']] : [['dot']],
  outputDir: '../../test-results/storybook-static',
  // The page stories' pictures (ADR 0048): one file per story id, no platform suffix (the
  // baselines belong to Debian's Chromium on our machines, as the design system's do).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: fileURLToPath(new URL('screenshot.css', import.meta.url)),
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // --disable-dev-shm-usage: hundreds of pages in a row exhausted /dev/shm and crashed
    // the browser on a busy 2-core machine.
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--disable-dev-shm-usage'],
    },
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
