import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** Storybook's render phases once a story is done: loaders, render, play and afterEach ran. */
const DONE = ['finished', 'errored', 'aborted'];

/**
 * One preview page per worker, switched from story to story the way the Storybook UI does it
 * (over its channel, without reloading the preview): that is what a designer clicking through
 * the sidebar gets, and it is about five times faster than loading the preview for each story.
 * After a failing story the page is reloaded, so one failure cannot spill into the next story.
 */
interface Preview {
  page: Page;
  problems: string[];
  fresh: boolean;
}

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      const preview: Preview = { page, problems: [], fresh: true };
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A page story that mocks a failing API answer (wrong password, server down) makes
        // Chromium log the failed request; that is the state being shown, not a fault.
        const mockedApiFailure =
          message.text().startsWith('Failed to load resource') &&
          new URL(message.location().url, 'http://localhost').pathname.startsWith('/api/');
        if (!mockedApiFailure) preview.problems.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => preview.problems.push(`uncaught: ${error.message}`));
      await use(preview);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

type StorybookWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

async function show(preview: Preview, storyId: string): Promise<string | null> {
  const { page } = preview;
  if (preview.fresh) {
    await page.goto(`/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`);
    preview.fresh = false;
  } else {
    await page.evaluate((id) => {
      (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId: id,
        viewMode: 'story',
      });
    }, storyId);
  }
  const phase = await page.waitForFunction(
    ({ id, done }) => {
      // The preview object is Storybook's own global; its phase names are the render states.
      const render = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && render.phase && done.includes(render.phase) ? render.phase : null;
    },
    { id: storyId, done: DONE },
    { timeout: 20_000 },
  );
  return phase.jsonValue();
}

test('the static build has stories', () => {
  expect(stories.length).toBeGreaterThan(300);
});

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ preview }) => {
    preview.problems = [];
    let clean = false;
    // A story written for a wider screen says so by a tag: its viewport global resizes only the
    // Storybook UI's frame, and here the preview is the whole page.
    await preview.page.setViewportSize(
      story.tags?.includes('screen-1440')
        ? { width: 1440, height: 900 }
        : { width: 1280, height: 720 },
    );
    try {
      const phase = await show(preview, story.id);
      if ((await preview.page.locator('body.sb-show-errordisplay').count()) > 0) {
        const message = await preview.page.locator('#error-message').innerText();
        preview.problems.push(`error display: ${message}`);
      }
      expect(preview.problems, `${story.id} finished as "${phase}"`).toEqual([]);
      expect(phase).toBe('finished');
      clean = true;
    } finally {
      if (!clean) preview.fresh = true;
    }
  });
}
