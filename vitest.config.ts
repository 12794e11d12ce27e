import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';
import type { BrowserCommand, TestSpecification } from 'vitest/node';
import type { BrowserContextOptions } from 'playwright';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
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
const stillBrowser = (contextOptions: BrowserContextOptions = {}) => ({
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
    contextOptions: { reducedMotion: 'reduce', ...contextOptions },
  }),
});

/**
 * Sizes the browser's window to a page story's screen (1280 × 720, 1440 × 900, or a whole tall
 * page for its picture): a test frame larger than the window would be scaled down to fit, and
 * one smaller would sit at an offset that changes how edges are anti-aliased.
 */
const screen: BrowserCommand<[width: number, height: number]> = async (context, width, height) => {
  await context.page.setViewportSize({ width, height });
};

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
    // The server never runs in the browser (its PDF libraries have no browser build).
    '!packages/server/**',
    '!**/*.d.ts',
  ],
};

const projects: TestProjectInlineConfiguration[] = [
  {
    resolve,
    ssr,
    test: {
      name: 'domain',
      // Pure functions over their inputs: nothing a file sets can reach the next one, so files
      // share one worker and its imports (issue 38: `domain` went from 82 s to a few).
      isolate: false,
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
      // Every file starts its own app on its own database and closes it: files share a worker and
      // its imports (the server's import was a sixth of the suite's time).
      isolate: false,
      include: ['packages/server/src/**/*.test.ts'],
      // Generous: in the full run these files share 2 cores with two browsers, and a test of 5 s
      // alone has taken over 30 s there. A timeout only has to tell a hang from a slow machine.
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  },
  {
    // The design system's model.ts logic (page ranges, phone input, focus order…): pure, no browser.
    resolve,
    ssr,
    test: {
      name: 'design-system-unit',
      isolate: false, // pure, like `domain`
      environment: 'node',
      include: ['packages/design-system/src/**/*.test.ts'],
    },
  },
  {
    resolve,
    ssr,
    test: {
      name: 'app-unit',
      isolate: false, // pure, like `domain`
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
      isolate: false, // pure, like `domain`
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
    // Every design-system story rendered once: its picture, its play, its accessibility check
    // (packages/design-system/visual/stories.test.tsx, ADR 0081).
    plugins: [react()],
    resolve,
    optimizeDeps: storyDeps,
    // mockServiceWorker.js, which the preview's MSW loader registers.
    publicDir: here('./packages/app/public'),
    test: {
      name: 'stories',
      testTimeout: 60_000,
      include: ['packages/design-system/visual/**/*.test.tsx'],
      // The viewport of Playwright's page: a taller tester iframe would be scaled down to fit,
      // resampling every screenshot.
      browser: { ...stillBrowser(), viewport: { width: 1280, height: 720 } },
    },
  },
  {
    // Every page story rendered once: its play, its accessibility check, then its picture
    // (packages/app/visual/pages.test.tsx, ADR 0081).
    plugins: [react()],
    resolve,
    optimizeDeps: storyDeps,
    publicDir: here('./packages/app/public'),
    test: {
      name: 'pages',
      testTimeout: 60_000,
      include: ['packages/app/visual/**/*.test.tsx'],
      setupFiles: ['packages/app/visual/frozen-clock.ts'],
      browser: {
        // In Shanghai's time zone and American English whatever the machine's, so the pictures
        // cannot change with it (ADR 0048); 1280 × 720 unless a story asks for 1440 × 900.
        ...stillBrowser({ timezoneId: 'Asia/Shanghai', locale: 'en-US' }),
        viewport: { width: 1280, height: 720 },
        commands: { screen },
        expect: {
          toMatchScreenshot: {
            ...browser().expect.toMatchScreenshot,
            // As strict as the static pass that compared them before (Playwright's default): a
            // pixel differs when its colour does, not when an edge under a modal's translucent
            // backdrop blends a shade apart from one run to the next.
            comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0 },
            // One picture per story id, beside the test: the id says what it shows.
            resolveScreenshotPath: ({ arg, ext, root, testFileDirectory }) =>
              join(root, testFileDirectory, '__screenshots__', `${arg}${ext}`),
          },
        },
      },
    },
  },
];

/**
 * The two story files are the longest in the run (minutes each, one browser each) and cannot be
 * split; Vitest would start them after the server's files (it orders projects by name), leaving
 * one worker alone with them at the end. They start first; the many short files fill in beside.
 */
class StoriesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const first = (file: TestSpecification) =>
      ['pages', 'stories'].includes(file.project.name) ? 0 : 1;
    return (await super.sort(files)).sort((a, b) => first(a) - first(b));
  }
}

export default defineConfig({
  test: {
    projects,
    sequence: { sequencer: StoriesFirst },
  },
});
