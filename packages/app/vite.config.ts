import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// Workspace packages are built from their TypeScript source (the `@jiyun/source` export condition).
export default defineConfig({
  plugins: [react()],
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
              // than several small shared chunks. axios stays apart: /login loads it only when
              // the form is sent (see features/auth/queries.ts).
              name: 'vendor',
              test: (id) => id.includes('node_modules') && !/[\\/]axios[\\/@]/.test(id),
            },
          ],
        },
      },
    },
  },
});
