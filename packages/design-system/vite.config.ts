import { defineConfig } from 'vite';

// The package builds to ESM with one output file per source module: an app that imports one
// component (with `sideEffects: false`) bundles that component and its imports, nothing more.
export default defineConfig({
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'] },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/],
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
