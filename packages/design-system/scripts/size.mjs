#!/usr/bin/env node
// What an app pays for the design system: the gzip size of the whole package, and of importing
// `Button` alone, each bundled and minified the way an app build would (React, React DOM and
// styled-components are peers the app already has, so they are left out). Needs `pnpm build`.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = join(packageDir, 'dist/index.js');
if (!existsSync(distIndex)) {
  console.error('dist/ is missing: run `pnpm --filter @jiyun/design-system build` first.');
  process.exit(1);
}

const consumers = {
  'whole package': `export * from '@jiyun/design-system';`,
  'Button alone': `export { Button } from '@jiyun/design-system';`,
};

const work = mkdtempSync(join(tmpdir(), 'jiyun-ds-size-'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const results = [];
try {
  for (const [name, source] of Object.entries(consumers)) {
    const entry = join(work, `${name.replace(/\W+/g, '-')}.js`);
    writeFileSync(entry, `${source}\n`);
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      resolve: { alias: { '@jiyun/design-system': distIndex } },
      build: {
        write: false,
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'consumer' },
        rolldownOptions: {
          external: [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/],
        },
      },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
    const code = chunks
      .filter((chunk) => chunk.type === 'chunk')
      .map((chunk) => chunk.code)
      .join('\n');
    results.push({ name, raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const whole = results[0];
console.log(
  '@jiyun/design-system, minified, peers (react, react-dom, styled-components) excluded:',
);
for (const { name, raw, gzip } of results) {
  const share = whole ? ` (${((gzip / whole.gzip) * 100).toFixed(0)}% of the whole)` : '';
  console.log(
    `  ${name.padEnd(14)} ${kb(raw).padStart(9)} raw  ${kb(gzip).padStart(8)} gzip${share}`,
  );
}
