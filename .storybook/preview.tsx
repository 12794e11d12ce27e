import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { decorators, parameters } from './annotations';

// Page stories describe their API with `parameters.msw.handlers`; anything unmocked passes through.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

const preview: Preview = {
  decorators,
  parameters,
  loaders: [mswLoader],
  tags: ['autodocs'],
};

export default preview;
