import type { Decorator, Parameters } from '@storybook/react-vite';
import { GlobalStyle } from '../packages/design-system/src/tokens';

/**
 * Annotations shared by Storybook (preview.tsx) and the visual regression test, which renders
 * the same stories outside Storybook and must look identical.
 */
export const decorators: Decorator[] = [
  (Story) => (
    <>
      <GlobalStyle />
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
