#!/usr/bin/env node
// Cuts the typefaces the design system ships (ADR 0055) from the @fontsource packages into small
// woff2 files in src/tokens/fonts/: only the weights the tokens use, only the characters of each
// slice in src/tokens/fontSlices.ts. `pnpm --filter @jiyun/design-system fonts:subset` rewrites
// them; a test checks that the committed files are what this script writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { fontSlices, sliceCharacters } from '../src/tokens/fontSlices.ts';

const require = createRequire(import.meta.url);
const outDir = fileURLToPath(new URL('../src/tokens/fonts/', import.meta.url));

/**
 * Kerning, and tabular figures in the figures (tables, counters and OTP boxes ask for them).
 * Inter's contextual alternates, stylistic sets and ligatures would add about a third to every
 * file.
 */
const featuresOf = (slice) =>
  slice === 'figures' || slice === 'text' ? ['kern', 'tnum'] : ['kern'];

/** The faces and weights the tokens use; the mono face draws tracking ids, codes and OTP digits. */
export const faces = [
  {
    file: 'inter',
    pkg: '@fontsource/inter',
    weights: [400, 500, 600],
    slices: ['letters', 'figures', 'signs', 'accents', 'quotes'],
  },
  { file: 'jetbrains-mono', pkg: '@fontsource/jetbrains-mono', weights: [400], slices: ['text'] },
];

/** The files this script writes: file name → bytes. */
export async function cut() {
  const files = new Map();
  for (const face of faces) {
    for (const weight of face.weights) {
      const source = readFileSync(
        require.resolve(`${face.pkg}/files/${face.file}-latin-${weight}-normal.woff2`),
      );
      for (const slice of face.slices) {
        const bytes = await subsetFont(source, sliceCharacters(fontSlices[slice]), {
          targetFormat: 'woff2',
          keepFeatures: featuresOf(slice),
        });
        files.set(`${face.file}-${slice}-${weight}.woff2`, bytes);
      }
    }
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, bytes] of await cut()) {
    writeFileSync(outDir + name, bytes);
    console.log(`${name.padEnd(32)} ${(bytes.length / 1024).toFixed(1)} KiB`);
  }
}
