import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import appLayers from './eslint-rules/app-layers.js';
import noRawColors from './eslint-rules/no-raw-colors.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/.data/**',
      'packages/server/drizzle/**',
      'packages/app/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Crashes on TypeScript 6 generic call signatures (typeParameters.params is not iterable).
      '@typescript-eslint/unified-signatures': 'off',
    },
  },
  {
    files: ['packages/app/**/*.{ts,tsx}', 'packages/design-system/**/*.{ts,tsx}', '.storybook/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/app/**/*.tsx', 'packages/design-system/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['packages/design-system/src/**/*.{ts,tsx}'],
    ignores: ['packages/design-system/src/tokens/**'],
    plugins: { jiyun: { rules: { 'no-raw-colors': noRawColors } } },
    rules: { 'jiyun/no-raw-colors': 'error' },
  },
  {
    // The design system and the domain import nothing of ours; the app never reaches the server.
    files: ['packages/design-system/src/**', 'packages/domain/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@jiyun/*'], message: 'This package imports nothing of ours.' },
            {
              group: ['i18next', 'react-i18next', 'jotai', 'jotai/*', 'axios', 'react-router*'],
              message: 'App libraries stay out of this package: take labels and data as props.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/app/src/**/*.{ts,tsx}'],
    plugins: { jiyun: { rules: { 'app-layers': appLayers } } },
    rules: { 'jiyun/app-layers': 'error' },
  },
  {
    files: ['packages/app/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@jiyun/server', '@jiyun/server/*'],
              message: 'The app talks to the server over HTTP only.',
            },
            {
              group: ['**/../../*/src/**'],
              message: 'Import a package by its name, not its src/.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  prettier,
);
