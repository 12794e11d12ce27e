import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { isWorthCompressing, isWorthKeeping, precompressDirectory } from './precompress';

describe('isWorthCompressing', () => {
  it.each([
    { file: 'assets/vendor-QyRcO2IJ.js', size: 401_151, worth: true },
    { file: 'assets/index-DPGEofks.css', size: 4_096, worth: true },
    { file: 'index.html', size: 1_024, worth: true },
    { file: 'INDEX.HTML', size: 2_048, worth: true },
    { file: 'favicon.svg', size: 5_000, worth: true },
    { file: 'index.html', size: 961, worth: true },
    { file: 'assets/rolldown-runtime-XKyaHtl9.js', size: 726, worth: true },
    { file: 'assets/persisted-Bfc2wZY4.js', size: 201, worth: false },
    { file: 'favicon.svg', size: 347, worth: true },
    { file: 'assets/logo-abc.png', size: 40_000, worth: false },
    { file: 'assets/inter-abc.woff2', size: 40_000, worth: false },
    { file: 'assets/photo-abc.jpg', size: 90_000, worth: false },
    { file: 'assets/vendor-QyRcO2IJ.js.br', size: 110_000, worth: false },
    { file: 'assets/vendor-QyRcO2IJ.js.gz', size: 128_000, worth: false },
  ])('$file of $size bytes: $worth', ({ file, size, worth }) => {
    expect(isWorthCompressing(file, size)).toBe(worth);
  });
});

describe('isWorthKeeping', () => {
  it.each([
    { original: 401_151, compressed: 110_985, keep: true },
    { original: 1_000, compressed: 900, keep: true },
    { original: 1_000, compressed: 901, keep: false },
    { original: 1_000, compressed: 1_000, keep: false },
    { original: 1_000, compressed: 1_020, keep: false },
  ])('$compressed bytes for $original: $keep', ({ original, compressed, keep }) => {
    expect(isWorthKeeping(original, compressed)).toBe(keep);
  });
});

describe('precompressDirectory', () => {
  const dist = mkdtempSync(join(tmpdir(), 'jiyun-precompress-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('writes brotli and gzip beside the text files worth it, and nothing beside the others', async () => {
    const script = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `word ${i}`))};`;
    const image = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'assets', 'vendor-abc.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny-abc.js'), 'export {};');
    writeFileSync(join(dist, 'assets', 'logo-abc.png'), image);
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ words: script }));

    const summary = await precompressDirectory(dist);

    const vendor = join(dist, 'assets', 'vendor-abc.js');
    expect(brotliDecompressSync(readFileSync(`${vendor}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${vendor}.gz`)).toString()).toBe(script);
    for (const left of ['assets/tiny-abc.js', 'assets/logo-abc.png', '.vite/manifest.json']) {
      expect(existsSync(join(dist, `${left}.br`))).toBe(false);
      expect(existsSync(join(dist, `${left}.gz`))).toBe(false);
    }
    expect(summary.files).toBe(1);
    expect(summary.originalBytes).toBe(script.length);
    expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes);
  });
});
