import type { Parcel, ParcelLabelSize } from '@jiyun/domain';
import { addPage, code128, MM, newDocument, pdfBytes } from './pdf.js';

/** Captions in both languages: a label is read on a warehouse floor by whoever holds it. */
const CAPTION = {
  parcel: '包裹 Parcel',
  customer: '客户 Customer',
  shelf: '货架 Shelf',
  weight: '重量 Weight',
  size: '尺寸 Size',
  inbound: '入库 Inbound',
  warehouse: '仓库 Warehouse',
  line: '物流专线 Line',
};

function measures(parcel: Parcel): string {
  return `${parcel.length} × ${parcel.width} × ${parcel.height} cm`;
}

/** One caption and its value, the value cut with an ellipsis to `lines` lines (one unless said). */
function field(
  document: PDFKit.PDFDocument,
  caption: string,
  value: string,
  at: { x: number; y: number; width: number; size: number; lines?: number },
): void {
  const captionSize = at.size * 0.62;
  document
    .fontSize(captionSize)
    .fillColor('#444444')
    .text(caption, at.x, at.y, { width: at.width, height: captionSize * 1.3, ellipsis: true });
  document
    .fontSize(at.size)
    .fillColor('black')
    .text(value, at.x, at.y + at.size * 0.8, {
      width: at.width,
      height: at.size * 1.5 * (at.lines ?? 1),
      ellipsis: true,
    });
}

/** 100 × 150 mm, portrait: the thermal label of a parcel received. */
function largeLabel(document: PDFKit.PDFDocument, parcel: Parcel): void {
  addPage(document, 100, 150);
  const margin = 5 * MM;
  const width = 100 * MM - 2 * margin;
  const route = parcel.shipping_line?.route_code ?? '—';
  document.fontSize(9).text(parcel.warehouse_name, margin, margin + 4, {
    width: width * 0.6,
    height: 12,
    ellipsis: true,
  });
  document
    .fontSize(16)
    .text(route, margin, margin - 2, { width, align: 'right', lineBreak: false });
  document
    .moveTo(margin, margin + 22)
    .lineTo(margin + width, margin + 22)
    .lineWidth(1)
    .stroke();

  document.fontSize(20).text(parcel.tracking_id, margin, margin + 32, {
    width,
    height: 26,
    align: 'center',
    ellipsis: true,
  });
  const parcelId = String(parcel.parcel_id);
  code128(
    document,
    parcelId,
    { x: margin, y: margin + 66, width, height: 28 * MM },
    { maxModule: 0.5 * MM },
  );
  document.fontSize(14).text(`${CAPTION.parcel} ${parcelId}`, margin, margin + 66 + 28 * MM + 6, {
    width,
    align: 'center',
    lineBreak: false,
  });

  const top = margin + 66 + 28 * MM + 36;
  const half = width / 2;
  const rows: [string, string][][] = [
    [
      [CAPTION.customer, parcel.personal_id],
      [CAPTION.shelf, parcel.shelf_location],
    ],
    [
      [CAPTION.weight, `${parcel.weight} kg`],
      [CAPTION.size, measures(parcel)],
    ],
    [
      [CAPTION.inbound, parcel.inbound_date],
      [CAPTION.line, route],
    ],
  ];
  rows.forEach((row, index) => {
    row.forEach(([caption, value], column) => {
      field(document, caption, value, {
        x: margin + column * half,
        y: top + index * 42,
        width: half - 6,
        size: 15,
      });
    });
  });
  field(document, CAPTION.warehouse, parcel.warehouse_name, {
    x: margin,
    y: top + rows.length * 42,
    width,
    size: 12,
    lines: 2,
  });
}

/** 60 × 40 mm, landscape: a small label for the parcel's shelf side. */
function smallLabel(document: PDFKit.PDFDocument, parcel: Parcel): void {
  addPage(document, 60, 40);
  const margin = 2.5 * MM;
  const width = 60 * MM - 2 * margin;
  const parcelId = String(parcel.parcel_id);
  code128(
    document,
    parcelId,
    { x: margin, y: margin, width, height: 13 * MM },
    { maxModule: 0.4 * MM },
  );
  document.fontSize(10).text(`${CAPTION.parcel} ${parcelId}`, margin, margin + 13 * MM + 2, {
    width: width * 0.62,
    lineBreak: false,
  });
  document.fontSize(10).text(parcel.shelf_location, margin, margin + 13 * MM + 2, {
    width,
    align: 'right',
    lineBreak: false,
  });
  document.fontSize(8).text(parcel.tracking_id, margin, margin + 13 * MM + 16, {
    width,
    height: 11,
    ellipsis: true,
  });
  const route = parcel.shipping_line?.route_code ?? '—';
  document
    .fontSize(7)
    .text(`${parcel.personal_id} · ${parcel.weight} kg · ${route}`, margin, margin + 13 * MM + 28, {
      width,
      height: 10,
      ellipsis: true,
    });
  document
    .fontSize(6)
    .text(`${parcel.inbound_date} · ${measures(parcel)}`, margin, margin + 13 * MM + 38, {
      width,
      lineBreak: false,
      ellipsis: true,
    });
}

/** The labels of `parcels`, one a page, at the size the warehouse prints (ADR 0086). */
export function parcelLabelsPdf(
  parcels: readonly Parcel[],
  size: ParcelLabelSize,
): Promise<Buffer> {
  const document = newDocument(
    parcels.length === 1 ? `Parcel ${parcels[0]?.parcel_id ?? ''}` : `${parcels.length} parcels`,
  );
  for (const parcel of parcels) {
    if (size === '60x40') smallLabel(document, parcel);
    else largeLabel(document, parcel);
  }
  return pdfBytes(document);
}
