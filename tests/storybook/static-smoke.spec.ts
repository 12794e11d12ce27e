import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * The published workbench opens: the static build (`pnpm build-storybook`) is served as a static
 * host would, and a designer's first clicks work in it. Every story is rendered, played, checked
 * for accessibility and photographed by the `stories` and `pages` test projects (ADR 0081); this
 * checks only what the build itself can break: the index, the manager, a preview of each kind.
 */
interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
}

const index = JSON.parse(
  readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const entries = Object.values(index.entries);
const stories = entries.filter((entry) => entry.type === 'story');

/** Errors the page logs or throws; a mocked API failure is a state being shown, not a fault. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const mockedApiFailure =
      message.text().startsWith('Failed to load resource') &&
      new URL(message.location().url, 'http://localhost').pathname.startsWith('/api/');
    if (!mockedApiFailure) problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

type StorybookWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
};

/** Opens a story in the preview frame and answers the phase its render ended in. */
async function openStory(page: Page, entry: IndexEntry): Promise<string> {
  await page.goto(`/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=story`);
  const phase = await page.waitForFunction(
    (id) => {
      // Storybook's own global; its phase names are the render states.
      const render = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && ['finished', 'errored', 'aborted'].includes(render.phase ?? '')
        ? render.phase
        : null;
    },
    entry.id,
    { timeout: 20_000 },
  );
  return String(await phase.jsonValue());
}

test('the index lists the design system, the pages and the docs', () => {
  expect(stories.length).toBeGreaterThan(600);
  expect(stories.some((entry) => entry.title.startsWith('Pages/'))).toBe(true);
  expect(entries.some((entry) => entry.type === 'docs')).toBe(true);
});

test('the workbench opens on its sidebar', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Stories' });
  await expect(sidebar.getByRole('link', { name: 'Introduction' })).toBeVisible({
    timeout: 20_000,
  });
  expect(problems).toEqual([]);
});

const samples: [string, string][] = [
  ['a design-system story', 'actions-button--default'],
  ['a page story over MSW', 'pages-orders-order-list--default'],
];

for (const [what, id] of samples) {
  test(`${what} renders and plays without an error`, async ({ page }) => {
    const entry = index.entries[id];
    if (!entry) throw new Error(`The index has no ${id}`);
    const problems = watch(page);
    expect(await openStory(page, entry)).toBe('finished');
    await expect(page.locator('body.sb-show-errordisplay')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test('a docs page shows its text', async ({ page }) => {
  const docs = entries.find((entry) => entry.type === 'docs');
  if (!docs) throw new Error('The index has no docs page');
  const problems = watch(page);
  await page.goto(`/iframe.html?id=${encodeURIComponent(docs.id)}&viewMode=docs`);
  await expect(page.locator('#storybook-docs h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('body.sb-show-errordisplay')).toHaveCount(0);
  expect(problems).toEqual([]);
});
