import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import bwipjs from 'bwip-js';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/** PDF points in a millimetre. */
export const MM = 72 / 25.4;

/**
 * Noto Sans SC (OFL): Chinese and Latin in one face. Read and parsed once, on the first document
 * (about 10 MB, 6 ms to read; a document then takes milliseconds). Each PDF embeds only the
 * glyphs it uses (ADR 0086).
 */
const FONT_FILE = fileURLToPath(
  import.meta.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
);
let font: fontkit.Font | null = null;

function documentFont(): fontkit.Font {
  font ??= fontkit.create(readFileSync(FONT_FILE)) as fontkit.Font;
  return font;
}

/** A document without pages, its text in Noto Sans SC; add pages of the size each needs. */
export function newDocument(title: string): PDFKit.PDFDocument {
  const document = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: title, Creator: 'Jiyun' },
  });
  // pdfkit takes a parsed fontkit font (it parses one itself otherwise, for every document);
  // its types name only a path or bytes.
  document.registerFont('text', documentFont() as unknown as Buffer);
  document.font('text');
  return document;
}

/** Adds a page `width` × `height` millimetres. */
export function addPage(document: PDFKit.PDFDocument, width: number, height: number): void {
  document.addPage({ size: [width * MM, height * MM], margin: 0 });
}

/** White on each side of a Code 128 symbol, in modules (its quiet zone). */
const QUIET_MODULES = 10;

/**
 * A Code 128 barcode of `text` as vector bars, `height` points tall, in the box `width` wide at
 * (`x`, `y`) with its quiet zones: bars `maxModule` points wide at most (narrower when the box
 * is), centred or from the box's start. Vector bars are sharp at any printer's resolution.
 */
export function code128(
  document: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; height: number },
  { maxModule, align = 'center' }: { maxModule: number; align?: 'center' | 'start' },
): void {
  const [symbol] = bwipjs.raw('code128', text, {});
  if (!symbol || !('sbs' in symbol)) throw new Error(`No Code 128 symbol for ${text}.`);
  // Bar, space, bar…: widths in modules.
  const modules = symbol.sbs.reduce((sum, width) => sum + width, 0);
  const module = Math.min(maxModule, box.width / (modules + 2 * QUIET_MODULES));
  let x =
    align === 'center'
      ? box.x + (box.width - modules * module) / 2
      : box.x + QUIET_MODULES * module;
  symbol.sbs.forEach((width, index) => {
    if (index % 2 === 0) document.rect(x, box.y, width * module, box.height);
    x += width * module;
  });
  document.fill('black');
}

/** The whole document as bytes (pdfkit writes the font subset when it ends). */
export function pdfBytes(document: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
}
