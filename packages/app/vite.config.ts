import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { prerenderLogin } from './build/prerender';

const FIRST_LOAD_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|styled-components|@emotion[\\/]is-prop-valid|@emotion[\\/]memoize|stylis|tslib|shallowequal|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|jotai)[\\/]/;

// Workspace packages are built from their TypeScript source (the `@jiyun/source` export condition).
export default defineConfig({
  // The login page rendered to HTML in each language (ADR 0040), then brotli and gzip variants of
  // the built files, served by the server by Accept-Encoding (ADR 0032).
  plugins: [react(), prerenderLogin(), precompress()],
  resolve: {
    conditions: ['@jiyun/source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets the bundle budget check find what /login loads.
    manifest: true,
    // Every browser we support preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every page needs, in one file: one gzip stream compresses better
              // than several small shared chunks. Only these: a library one feature uses
              // (forms, dates, axios — loaded when the login form is sent) stays with that
              // feature's lazy chunk instead of growing the first load of /login.
              name: 'vendor',
              test: (id) => FIRST_LOAD_LIBRARIES.test(id),
            },
          ],
        },
      },
    },
  },
});
