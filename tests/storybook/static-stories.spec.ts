import { readFileSync } from 'node:fs';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { fontsThatFailed } from '../support/fonts.ts';

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

/** The app's page stories: each is also photographed once its play has finished (ADR 0048). */
const isPageStory = (entry: IndexEntry) => entry.title.startsWith('Pages/');

/**
 * "Now" for the page stories' preview: Date, timers' idea of the wall clock and Intl all read this
 * one instant, so "today", storage days and "pending until" never move the pixels.
 */
const FROZEN_AT = new Date('2026-11-20T10:00:00+08:00');

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
  /** Requests the page has sent and not yet had answered (an MSW answer counts as one). */
  pending: Set<Request>;
}

function watch(page: Page): Preview {
  const preview: Preview = { page, problems: [], fresh: true, pending: new Set() };
  page.on('request', (request) => preview.pending.add(request));
  page.on('requestfinished', (request) => preview.pending.delete(request));
  page.on('requestfailed', (request) => preview.pending.delete(request));
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
  return preview;
}

const test = base.extend<object, { preview: Preview; pagePreview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await use(watch(page));
      await page.close();
    },
    { scope: 'worker' },
  ],
  /**
   * The page stories get a preview page of their own (its own browser context), pinned so that
   * their pictures cannot change with the day, the machine's time zone or its language: the
   * clock is frozen before the first document loads. The design-system stories keep a real clock.
   */
  pagePreview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 720 },
        timezoneId: 'Asia/Shanghai',
        locale: 'en-US',
      });
      await context.clock.setFixedTime(FROZEN_AT);
      const page = await context.newPage();
      await use(watch(page));
      await context.close();
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

/** Opens a story and fails on an error, a failed play or a console error; then `after`, if any. */
async function check(
  preview: Preview,
  story: IndexEntry,
  after?: (preview: Preview) => Promise<void>,
) {
  preview.problems = [];
  // A request the story before left open (a loading state) is not this story's.
  preview.pending.clear();
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
    await after?.(preview);
    clean = true;
  } finally {
    if (!clean) preview.fresh = true;
  }
}

/**
 * The picture of a page story: its play's end state, the state the story names. Once the page is
 * idle, timers stop (a toast cannot leave, a delayed spinner cannot appear between two shots);
 * fonts and images have loaded; animations, transitions and the caret are off.
 */
async function photograph(preview: Preview, story: IndexEntry) {
  const { page } = preview;
  // The page is idle once no request is open (a lazy page's code, an API answer arriving after the
  // play's last assertion, or a story without play) and nothing in it has changed for a moment (a
  // toast re-placed on the next frame). A story that shows a request that never ends (a loading
  // state) is idle after the cap. Only then do timers stop.
  const started = Date.now();
  const quiet = () =>
    page.evaluate(
      (quietMs) =>
        new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(done, quietMs);
          });
          let timer = setTimeout(done, quietMs);
          function done() {
            observer.disconnect();
            resolve();
          }
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
        }),
      300,
    );
  await quiet();
  while (preview.pending.size > 0 && Date.now() - started < 3000) {
    await page.waitForTimeout(100);
    if (preview.pending.size === 0) await quiet();
  }
  // The picture shows the page from its top: a play that ends by scrolling a field or an alert
  // into view stops at an offset that moves with layout timing, and the play has already checked
  // what it scrolled to.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (element.scrollTop !== 0 || element.scrollLeft !== 0) element.scrollTo(0, 0);
    }
  });
  // What follows a scroll (a toast choosing its place again) settles before the clock stops.
  await quiet();
  await page.clock.pauseAt(FROZEN_AT);
  try {
    expect(await page.evaluate(fontsThatFailed), 'fonts that did not load').toEqual([]);
    await page.evaluate(async () => {
      await Promise.all(
        Array.from(document.images, (img) =>
          img.complete ? null : img.decode().catch(() => null),
        ),
      );
    });
    // A story whose state lies below the first screen (a form far down a detail page) says so
    // by a tag, and is pictured whole.
    await expect(page).toHaveScreenshot(`${story.id}.png`, {
      fullPage: story.tags?.includes('full-page') ?? false,
    });
  } finally {
    // Timers run again for the next story, on the same frozen "now" (resuming alone would let a
    // reloaded document's clock run on from it).
    await page.clock.resume();
    await page.clock.setFixedTime(FROZEN_AT);
  }
}

for (const story of stories) {
  const name = `${story.title} › ${story.name}`;
  if (isPageStory(story)) {
    test(name, async ({ pagePreview }) => {
      // Each page story starts as from a fresh load: at the top, nothing focused.
      if (!pagePreview.fresh) {
        await pagePreview.page.evaluate(() => {
          window.scrollTo(0, 0);
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        });
      }
      await check(pagePreview, story, (preview) => photograph(preview, story));
    });
  } else {
    test(name, async ({ preview }) => check(preview, story));
  }
}
