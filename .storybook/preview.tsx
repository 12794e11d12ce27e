import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { decorators, parameters } from './annotations';

// Page stories describe their API with `parameters.msw.handlers`; anything unmocked passes through.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

// `waitFor` and `findBy…` in play functions give up after 1 s by default. Focus moves and
// transitions arrive later than that on a loaded 2-core machine (seen: ConfirmModal and
// SidePanel focus checks in the static-Storybook run); 5 s keeps a real defect visible while
// not failing a story for the machine's speed.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  decorators,
  parameters,
  loaders: [mswLoader],
  tags: ['autodocs'],
};

export default preview;
