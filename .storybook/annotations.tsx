import type { Decorator, Parameters } from '@storybook/react-vite';
// The one CJK face of Storybook and the visual tests (ADR 0055): a loaded web font, so their pixels
// do not depend on which CJK fonts a machine has. The app keeps the system CJK faces.
import '@fontsource-variable/noto-sans-sc';
import { GlobalStyle } from '../packages/design-system/src/tokens';

/** The family `@fontsource-variable/noto-sans-sc` declares. */
export const pinnedCjkFace = 'Noto Sans SC Variable';
const cjkFaces = [pinnedCjkFace];

/**
 * Annotations shared by Storybook (preview.tsx) and the visual regression test, which renders
 * the same stories outside Storybook and must look identical.
 */
export const decorators: Decorator[] = [
  (Story) => (
    <>
      <GlobalStyle cjkFaces={cjkFaces} />
      <Story />
    </>
  ),
];

export const parameters: Parameters = {
  layout: 'padded',
  controls: { expanded: true, matchers: { date: /Date$/i } },
  // Any axe violation fails the story's test in the vitest run (and shows in the a11y panel).
  a11y: { test: 'error' },
  options: {
    storySort: {
      order: ['Foundations', 'Actions', 'Forms', 'Feedback', 'Overlays', 'Navigation', 'Display'],
    },
  },
};
