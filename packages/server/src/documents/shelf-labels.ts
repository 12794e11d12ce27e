import { addPage, code128, MM, newDocument, pdfBytes } from './pdf.js';

// A4 in 3 columns and 8 rows of 70 × 37.1 mm: the sheet of adhesive labels shelves are marked with.
const COLUMNS = 3;
const ROWS = 8;
const LABEL_WIDTH = 70 * MM;
const LABEL_HEIGHT = (297 / ROWS) * MM;

function shelfLabel(
  document: PDFKit.PDFDocument,
  location: string,
  warehouse: string,
  x: number,
  y: number,
) {
  const inset = 4 * MM;
  const width = LABEL_WIDTH - 2 * inset;
  document
    .fontSize(7)
    .fillColor('#444444')
    .text(warehouse, x + inset, y + 2.5 * MM, {
      width,
      height: 9,
      align: 'center',
      ellipsis: true,
    });
  code128(
    document,
    location,
    { x: x + inset, y: y + 7 * MM, width, height: 16 * MM },
    { maxModule: 0.45 * MM },
  );
  document
    .fontSize(15)
    .fillColor('black')
    .text(location, x + inset, y + 24.5 * MM, {
      width,
      height: 20,
      align: 'center',
      ellipsis: true,
    });
}

/** Shelf labels of `locations`, 24 an A4 sheet, each with its Code 128 (ADR 0086). */
export function shelfLabelsPdf(locations: readonly string[], warehouse: string): Promise<Buffer> {
  const document = newDocument(`Shelf labels ${locations[0] ?? ''}–${locations.at(-1) ?? ''}`);
  locations.forEach((location, index) => {
    const place = index % (COLUMNS * ROWS);
    if (place === 0) addPage(document, 210, 297);
    const column = place % COLUMNS;
    const row = Math.floor(place / COLUMNS);
    shelfLabel(document, location, warehouse, column * LABEL_WIDTH, row * LABEL_HEIGHT);
  });
  return pdfBytes(document);
}
