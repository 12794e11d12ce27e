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
  },
});
