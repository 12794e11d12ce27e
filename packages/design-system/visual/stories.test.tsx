import { beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import {
  failIfFontsFailed,
  fontsThatFailed,
  keepShippedFacesLoaded,
  loadEveryFont,
} from '../../../tests/support/fonts';
import { storyCases, testEveryStory, type StoriesModule } from '../../../tests/support/stories';

/**
 * Every story of the design system, rendered once: its picture as it first appears, compared pixel
 * for pixel with the baseline in __screenshots__/, then its play function, then the accessibility
 * check (ADR 0081). The picture is the story's first state: plays here run on a real clock
 * (countdowns, toasts leaving), so their end states are checked by the plays themselves.
 */
const cases = storyCases(
  import.meta.glob<StoriesModule>('../src/**/*.stories.tsx', { eager: true }),
);

// Pictures must not depend on timing: no motion, no blinking caret, no smooth scrolling. Only
// while the picture is taken: a play may wait for a transition to end.
const freeze = `
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
    scroll-behavior: auto !important;
  }
  html { height: 100%; }
  body { min-height: 100%; }
  body { background: var(--jy-color-surface-page); }
`;

beforeAll(async () => {
  await keepShippedFacesLoaded();
  await page.viewport(1280, 720);
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

async function settle() {
  await loadEveryFont();
  failIfFontsFailed(await fontsThatFailed());
  // Avatars resolve their image asynchronously; wait until every <img> has loaded or failed.
  await expect
    .poll(() => Array.from(document.querySelectorAll('img')).every((img) => img.complete), {
      timeout: 3000,
    })
    .toBe(true);
  for (const animation of document.getAnimations()) animation.finish();
  await nextFrame();
  await nextFrame();
  // A face first needed by the layout those frames made (a slice for an accent) loads now.
  failIfFontsFailed(await fontsThatFailed());
}

/** Portalled content (a modal) lives outside the story's canvas: then the page is the picture. */
function screenshotTarget(canvas: HTMLElement): HTMLElement {
  const outside = Array.from(document.body.children).some(
    (el) =>
      el !== canvas && !(el instanceof HTMLScriptElement) && !(el instanceof HTMLStyleElement),
  );
  return outside ? document.body : canvas;
}

async function photograph(canvas: HTMLElement, name: string) {
  const style = document.head.appendChild(document.createElement('style'));
  style.textContent = freeze;
  try {
    await settle();
    await expect.element(page.elementLocator(screenshotTarget(canvas))).toMatchScreenshot(name);
  } finally {
    style.remove();
  }
}

testEveryStory(cases, async (story, canvas) => {
  canvas.style.padding = '16px';
  canvas.style.display = 'flow-root';
  await story.run(canvas, {
    beforePlay: (element) =>
      photograph(element, `${story.title.replaceAll('/', '-')}--${story.name}`),
  });
});
