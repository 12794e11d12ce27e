import { beforeAll, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { getWorker } from 'msw-storybook-addon';
import {
  failIfFontsFailed,
  fontsThatFailed,
  keepShippedFacesLoaded,
  loadEveryFont,
} from '../../../tests/support/fonts';
import { storyCases, testEveryStory, type StoriesModule } from '../../../tests/support/stories';

/**
 * Every page story (the whole app over MSW), rendered once: its play function, the accessibility
 * check, then its picture once the play has finished (the state the story names), compared pixel
 * for pixel with the baseline in __screenshots__/ (ADR 0048, ADR 0081). The clock reads
 * 2026-11-20 10:00 in Asia/Shanghai throughout (frozen-clock.ts, the project's browser context),
 * so "today", storage days and "pending until" never move the pixels.
 */
const cases = storyCases(
  import.meta.glob<StoriesModule>('../src/**/*.stories.tsx', { eager: true }),
);

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The browser window's size (vitest.config.ts). */
    screen: (width: number, height: number) => Promise<void>;
  }
}

/** The window and the page at `width` × `height`, as on a screen of that size. */
async function screen(width: number, height: number) {
  await commands.screen(width, height);
  await page.viewport(width, height);
}

/** Requests the page has sent through MSW's worker and not yet had answered. */
const pending = new Set<string>();
beforeAll(async () => {
  await keepShippedFacesLoaded();
  // The preview's CJK face is declared once, on import: loaded before the first story too.
  await loadEveryFont();
  const { events } = getWorker();
  events.on('request:start', ({ requestId }) => pending.add(requestId));
  events.on('request:end', ({ requestId }) => pending.delete(requestId));
});

/** How long nothing may change before the page counts as still. */
const QUIET_MS = 100;
/** How long a page with a request open must stay unchanged to count as showing that request. */
const STALLED_MS = 1000;
/** The longest wait for a page that never stays still (a countdown beside an open request). */
const IDLE_CAP_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once nothing in the page has changed for `ms`. */
function quiet(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, ms);
    });
    let timer = setTimeout(done, ms);
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
  });
}

/**
 * Waits until the page is idle: no request open (a lazy page's code, an API answer arriving after
 * the play's last assertion, or a story without play) and nothing changing for a moment (a toast
 * re-placed on the next frame). A loading state's request never ends: a page that has shown the
 * same thing for STALLED_MS with a request open is showing it. The picture itself then waits for
 * two identical frames.
 */
async function idle() {
  const started = performance.now();
  let changed = started;
  const observer = new MutationObserver(() => (changed = performance.now()));
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  try {
    for (;;) {
      await sleep(20);
      const now = performance.now();
      const still = now - changed;
      if (still >= (pending.size === 0 ? QUIET_MS : STALLED_MS)) return;
      if (now - started >= IDLE_CAP_MS) return;
    }
  } finally {
    observer.disconnect();
  }
}

/** `pages-orders-list--default` → `pages-orders-list/default`: a folder of pictures per page. */
const pictureName = (id: string) => id.replace('--', '/');

/**
 * The picture: the screen, or the whole page for a `full-page` story (its state lies below the
 * first screen), taken on a screen as tall as the page.
 */
async function photograph(id: string, fullPage: boolean) {
  await idle();
  // The picture shows the page from its top: a play that ends by scrolling a field or an alert
  // into view stops at an offset that moves with layout timing, and the play has already checked
  // what it scrolled to.
  const scrolled = [
    document.documentElement,
    ...document.querySelectorAll<HTMLElement>('*'),
  ].filter((element) => element.scrollTop !== 0 || element.scrollLeft !== 0);
  for (const element of scrolled) element.scrollTo(0, 0);
  // What follows a scroll (a toast choosing its place again) settles before the picture.
  if (scrolled.length > 0) await quiet(QUIET_MS);
  await loadEveryFont();
  failIfFontsFailed(await fontsThatFailed());
  await Promise.all(
    Array.from(document.images, (img) => (img.complete ? null : img.decode().catch(() => null))),
  );
  if (fullPage) {
    await screen(window.innerWidth, document.documentElement.scrollHeight);
    await quiet(QUIET_MS);
  }
  // An empty frame over the screen is what the picture is taken of.
  const frame = document.body.appendChild(document.createElement('div'));
  frame.style.cssText = 'position: fixed; inset: 0; pointer-events: none;';
  try {
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(pictureName(id));
  } finally {
    frame.remove();
  }
}

testEveryStory(cases, async (story, canvas) => {
  // A story written for a wider screen says so by a tag.
  if (story.tags.includes('screen-1440')) await screen(1440, 900);
  else await screen(1280, 720);
  // Each page story starts as from a fresh load: at the top, nothing focused, in the window
  // that has the keyboard (so a focused field shows its ring whatever the story before did).
  window.scrollTo(0, 0);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  window.focus();
  // A request the story before left open (a loading state) is not this story's.
  pending.clear();
  await story.run(canvas);
  await photograph(story.id, story.tags.includes('full-page'));
});
