import type { ComponentType } from 'react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta } from '@storybook/react-vite';
import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { decorators, parameters } from '../../../.storybook/annotations';
import { failIfFontsFailed, fontsThatFailed } from '../../../tests/support/fonts';

/**
 * Every story of every design-system stories file, rendered as Storybook renders it (same
 * decorators) and compared pixel for pixel with the baseline in __screenshots__/.
 * Play functions do not run here: the picture is the story's initial state.
 */
setProjectAnnotations([{ decorators, parameters }]);

type StoriesModule = { default: Meta } & Record<string, unknown>;

const modules = import.meta.glob<StoriesModule>('../src/**/*.stories.tsx', { eager: true });

// Screenshots must not depend on timing: no motion, no blinking caret, no smooth scrolling.
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
  await page.viewport(1280, 720);
  const style = document.createElement('style');
  style.dataset.visual = 'freeze';
  style.textContent = freeze;
  document.head.append(style);
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

async function settle(root: HTMLElement) {
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
  return root;
}

/** Portalled content (a modal) lives outside the render container: then the page is the picture. */
function screenshotTarget(container: HTMLElement): HTMLElement {
  const outside = Array.from(document.body.children).some(
    (el) =>
      el !== container && !(el instanceof HTMLScriptElement) && !(el instanceof HTMLStyleElement),
  );
  return outside ? document.body : container;
}

for (const [path, module] of Object.entries(modules)) {
  const stories = composeStories(module);
  const title = module.default.title ?? path;
  describe(title, () => {
    for (const [name, Story] of Object.entries(stories) as [string, ComponentType][]) {
      test(name, async () => {
        const { container } = await render(<Story />, {
          container: document.body.appendChild(document.createElement('div')),
        });
        container.style.padding = '16px';
        container.style.display = 'flow-root';
        await settle(container);
        const target = screenshotTarget(container);
        await expect
          .element(page.elementLocator(target))
          .toMatchScreenshot(`${title.replaceAll('/', '-')}--${name}`);
      });
    }
  });
}
