import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Workspace packages are consumed from source in tests (the `@jiyun/source` export condition).
const resolve = {
  conditions: ['@jiyun/source'],
};
const ssr = { resolve: { conditions: ['@jiyun/source'], externalConditions: ['@jiyun/source'] } };

// A fresh object per project: vitest refuses shared browser instance objects.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1280, height: 800 },
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0, allowedMismatchedPixelRatio: 0 },
    },
  },
});

const projects: TestProjectInlineConfiguration[] = [
  {
    resolve,
    ssr,
    test: {
      name: 'domain',
      environment: 'node',
      include: ['packages/domain/src/**/*.test.ts'],
    },
  },
  {
    resolve,
    ssr,
    test: {
      name: 'server',
      environment: 'node',
      include: ['packages/server/src/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    resolve,
    ssr,
    test: {
      name: 'app-unit',
      environment: 'node',
      include: ['packages/app/src/**/*.test.ts'],
    },
  },
  {
    plugins: [react()],
    resolve,
    test: {
      name: 'app',
      include: ['packages/app/src/**/*.test.tsx'],
      browser: browser(),
    },
  },
  {
    plugins: [storybookTest({ configDir: here('./.storybook') })],
    resolve,
    test: {
      name: 'storybook',
      browser: browser(),
    },
  },
  {
    plugins: [react()],
    resolve,
    test: {
      name: 'visual',
      include: ['packages/design-system/visual/**/*.test.tsx'],
      browser: browser(),
    },
  },
];

export default defineConfig({
  test: {
    projects,
  },
});
