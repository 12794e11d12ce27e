import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats a browser receives from the built app; images and fonts are compressed already. */
const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);

/**
 * Below this a file's compressed variant saves next to nothing. Lower than the API's threshold:
 * the small files /login loads (the bundler's runtime, a 300-byte chunk) count
 * against its transfer budget, and brotli still takes a third off them (ADR 0084).
 */
export const PRECOMPRESS_THRESHOLD_BYTES = 256;

/** A variant must save at least this share of the file, or the server sends the original. */
const MIN_SAVING = 0.1;

/** Whether a built file is worth compressing at all, before spending time on it. */
export function isWorthCompressing(fileName: string, size: number): boolean {
  return (
    COMPRESSIBLE_EXTENSIONS.has(extname(fileName).toLowerCase()) &&
    size >= PRECOMPRESS_THRESHOLD_BYTES
  );
}

/** Whether a compressed variant is small enough, next to the original, to be worth serving. */
export function isWorthKeeping(originalSize: number, compressedSize: number): boolean {
  return compressedSize <= originalSize * (1 - MIN_SAVING);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return (
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      // Vite's manifest is read by our tools, never served.
      .filter((file) => !relative(dir, file).startsWith(`.vite${sep}`))
  );
}

export interface PrecompressSummary {
  files: number;
  originalBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every built text file
 * worth it, for the server to pick by the browser's Accept-Encoding. Built once, so the slowest,
 * smallest settings cost nothing per request.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const candidates: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (isWorthCompressing(file, (await stat(file)).size)) candidates.push(file);
  }
  await Promise.all(
    candidates.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // gzip is the fallback brotli must beat: keep neither when gzip is not worth it.
      if (!isWorthKeeping(content.length, gz.length)) return;
      await writeFile(`${file}.gz`, gz);
      const keepBrotli = isWorthKeeping(content.length, br.length);
      if (keepBrotli) await writeFile(`${file}.br`, br);
      summary.files += 1;
      summary.originalBytes += content.length;
      summary.brotliBytes += keepBrotli ? br.length : gz.length;
      summary.gzipBytes += gz.length;
    }),
  );
  return summary;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Vite plugin: precompresses the app once the bundle is written (`vite build` only). */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'jiyun:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const summary = await precompressDirectory(outDir);
      logger?.info(
        `precompressed ${summary.files} files: ${kb(summary.originalBytes)} → brotli ${kb(summary.brotliBytes)}, gzip ${kb(summary.gzipBytes)}`,
      );
    },
  };
}
