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
      // Waiting for two identical frames can take longer than the 5 s default on a busy
      // 2-core machine; the comparison itself stays exact.
      timeout: 30_000,
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0, allowedMismatchedPixelRatio: 0 },
    },
  },
});

// Stories are tested and photographed as a reduced-motion user sees them: no frame of an
// opening fade can make an assertion or a screenshot depend on timing.
// Partial re-raster repaints only the changed part of a tile, so edge anti-aliasing would depend
// on what the previous story left there; whole-tile raster makes pixels a function of the page.
const stillBrowser = () => ({
  ...browser(),
  provider: playwright({
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        ...chromiumArgs,
        '--disable-partial-raster',
        '--force-color-profile=srgb',
        '--disable-skia-runtime-opts',
      ],
    },
    contextOptions: { reducedMotion: 'reduce' },
  }),
});

// Pre-bundled up front so a first run does not reload the browser mid-test on discovering them.
const storyDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'styled-components',
    'msw-storybook-addon',
    'vitest-browser-react',
    '@storybook/react-vite',
  ],
  // Pages are lazy chunks, so their libraries (dayjs, …) are not found by crawling the stories
  // alone; crawling every source file (and the visual test, which composes the stories) finds
  // them before the first test, not in the middle. Setting entries replaces Vite's default
  // (the test files), so the test files that need crawling are listed here too.
  entries: [
    'packages/*/src/**/*.{ts,tsx}',
    'packages/design-system/visual/**/*.test.tsx',
    '!packages/*/src/**/*.test.{ts,tsx}',
    '!**/*.d.ts',
  ],
};

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
    // The design system's model.ts logic (page ranges, phone input, focus order…): pure, no browser.
    resolve,
    ssr,
    test: {
      name: 'design-system-unit',
      environment: 'node',
      include: ['packages/design-system/src/**/*.test.ts'],
    },
  },
  {
    resolve,
    ssr,
    test: {
      name: 'app-unit',
      environment: 'node',
      // build/: the app's build steps (precompression), plain Node.
      include: ['packages/app/src/**/*.test.ts', 'packages/app/build/**/*.test.ts'],
    },
  },
  {
    // The project's own tooling: the lint rules, and the README commands' rules (scripts/*.mjs,
    // which must run on an old Node to say so).
    test: {
      name: 'tooling',
      environment: 'node',
      include: ['eslint-rules/**/*.test.js', 'scripts/**/*.test.ts'],
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
    // Every story of every *.stories.tsx: renders it, runs its play function, then axe
    // (parameters.a11y.test = 'error' in .storybook/annotations.tsx fails the test on a violation).
    plugins: [storybookTest({ configDir: here('./.storybook') })],
    resolve,
    optimizeDeps: storyDeps,
    test: {
      name: 'storybook',
      browser: stillBrowser(),
    },
  },
  {
    // Screenshots of every story against the committed baselines.
    plugins: [react()],
    resolve,
    optimizeDeps: storyDeps,
    test: {
      name: 'visual',
      testTimeout: 60_000,
      include: ['packages/design-system/visual/**/*.test.tsx'],
      // The viewport of Playwright's page: a taller tester iframe would be scaled down to fit,
      // resampling every screenshot.
      browser: { ...stillBrowser(), viewport: { width: 1280, height: 720 } },
    },
  },
];

export default defineConfig({
  test: {
    projects,
  },
});
