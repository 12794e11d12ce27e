import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const index = JSON.parse(
  readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** Storybook's render phases once a story is done: loaders, render, play and afterEach ran. */
const DONE = ['finished', 'errored', 'aborted'];

test('the static build has stories', () => {
  expect(stories.length).toBeGreaterThan(300);
});

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A page story that mocks a failing API answer (wrong password, server down) makes Chromium
      // log the failed request; that is the state being shown, not a fault in the story.
      const mockedApiFailure =
        message.text().startsWith('Failed to load resource') &&
        new URL(message.location().url, 'http://localhost').pathname.startsWith('/api/');
      if (!mockedApiFailure) problems.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

    await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    const phase = await page
      .waitForFunction(
        (done) => {
          // The preview object is Storybook's own global; its phase names are the render states.
          const preview = (
            window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
          ).__STORYBOOK_PREVIEW__;
          const current = preview?.currentRender?.phase;
          return current && done.includes(current) ? current : null;
        },
        DONE,
        { timeout: 20_000 },
      )
      .then((handle) => handle.jsonValue());

    const errorDisplay = await page.locator('body.sb-show-errordisplay').count();
    if (errorDisplay > 0) {
      problems.push(`error display: ${await page.locator('#error-message').innerText()}`);
    }
    expect(problems, `${story.id} finished as "${phase}"`).toEqual([]);
    expect(phase).toBe('finished');
  });
}
