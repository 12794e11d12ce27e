import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: [
    '../packages/design-system/src/**/*.mdx',
    '../packages/design-system/src/**/*.stories.tsx',
    '../packages/app/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js (from `npx msw init packages/app/public --save=false`) for page stories.
  staticDirs: ['../packages/app/public'],
  core: { disableTelemetry: true },
  // Workspace packages are consumed from their TypeScript source, as in the app and the tests.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: ['@jiyun/source', ...defaultClientConditions] },
    }),
};

export default config;
