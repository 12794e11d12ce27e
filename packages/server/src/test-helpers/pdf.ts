import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What a machine reads in a PDF: each page's size in millimetres, its text, and its barcodes. */
export interface ReadPdf {
  pages: { widthMm: number; heightMm: number }[];
  /** The text of every page, as poppler's pdftotext extracts it. */
  text: string;
  /** The barcodes zbar decodes from a 300 dpi rendering of each page, page by page. */
  barcodes: string[][];
}

const POINTS_PER_MM = 72 / 25.4;

/**
 * Reads a PDF as a printer and a scanner would, with Debian's poppler-utils and zbar-tools
 * (installed with Chromium by `npm test`).
 */
export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const folder = await mkdtemp(join(tmpdir(), 'jiyun-pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, bytes);
    const info = (await run('pdfinfo', ['-f', '1', '-l', '1000', file])).stdout;
    const pages = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map(
      (match) => ({
        widthMm: Math.round((Number(match[1]) / POINTS_PER_MM) * 10) / 10,
        heightMm: Math.round((Number(match[2]) / POINTS_PER_MM) * 10) / 10,
      }),
    );
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
    await run('pdftoppm', ['-r', '300', '-png', file, join(folder, 'page')]);
    const images = (await readdir(folder)).filter((name) => name.endsWith('.png')).sort();
    const barcodes: string[][] = [];
    for (const image of images) {
      // zbarimg exits 4 when a page has no barcode: that is an answer, not a failure.
      const decoded = await run('zbarimg', ['--raw', '-q', join(folder, image)]).catch(
        (error: { code?: number; stdout?: string }) => {
          if (error.code === 4) return { stdout: '' };
          throw error;
        },
      );
      barcodes.push(decoded.stdout.split('\n').filter(Boolean));
    }
    return { pages, text, barcodes };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
