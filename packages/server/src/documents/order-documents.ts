import {
  COUNTRY_NAMES,
  isSupportedCountry,
  type Order,
  type OrderDocumentKind,
  type OrderParcel,
} from '@jiyun/domain';
import { addPage, code128, MM, newDocument, pdfBytes } from './pdf.js';

/** An order and the parcels it holds (removed ones left out). */
export interface OrderWithParcels {
  order: Order;
  parcels: readonly OrderParcel[];
}

const A4 = { width: 210, height: 297 };
const MARGIN = 14 * MM;

function country(code: string): string {
  if (!isSupportedCountry(code)) return code;
  const name = COUNTRY_NAMES[code];
  return `${name.zh_name} ${name.name}`;
}

function caption(document: PDFKit.PDFDocument, text: string, x: number, y: number, width: number) {
  document.fontSize(8).fillColor('#555555').text(text, x, y, { width, height: 11, ellipsis: true });
  document.fillColor('black');
}

/**
 * A4, one order a page (more when it has many parcels): the order number's barcode, where it
 * goes, and its parcels sorted by shelf, each with its tracking number's barcode and a box to tick
 * when picked; the packing instructions underneath.
 */
function pickList(document: PDFKit.PDFDocument, { order, parcels }: OrderWithParcels): void {
  addPage(document, A4.width, A4.height);
  const width = A4.width * MM - 2 * MARGIN;
  document.fontSize(18).text('拣货单 Pick list', MARGIN, MARGIN, { width: width / 2, height: 24 });
  code128(
    document,
    order.orderNo,
    { x: MARGIN + width / 2, y: MARGIN, width: width / 2, height: 12 * MM },
    { maxModule: 0.4 * MM },
  );
  document.fontSize(11).text(`订单 Order ${order.orderNo}`, MARGIN + width / 2, MARGIN + 13 * MM, {
    width: width / 2,
    align: 'center',
    height: 15,
  });
  const line = order.shipping_lines;
  const facts: [string, string][] = [
    ['物流专线 Line', `${line.shipping_route.code} · ${line.name}`],
    ['仓库 Warehouse', line.merchant_warehouse.warehouse_name],
    ['客户 Customer', order.customers.username],
    ['收件人 Receiver', `${order.receiver_name} · ${country(order.receiver_country)}`],
  ];
  let y = MARGIN + 22 * MM;
  for (const [label, value] of facts) {
    caption(document, label, MARGIN, y, 30 * MM);
    document.fontSize(10).text(value, MARGIN + 32 * MM, y - 1, {
      width: width - 32 * MM,
      height: 14,
      ellipsis: true,
    });
    y += 16;
  }

  y += 10;
  const columns = [
    { title: '', width: 10 * MM },
    { title: '货架 Shelf', width: 26 * MM },
    { title: '快递单号 Tracking number', width: 70 * MM },
    { title: '物品 Item', width: width - 136 * MM },
    { title: '重量 Weight', width: 30 * MM },
  ];
  const header = (top: number) => {
    let x = MARGIN;
    for (const column of columns) {
      caption(document, column.title, x, top, column.width - 4);
      x += column.width;
    }
    document
      .moveTo(MARGIN, top + 13)
      .lineTo(MARGIN + width, top + 13)
      .lineWidth(0.5)
      .stroke();
  };
  header(y);
  y += 18;
  const rowHeight = 17 * MM;
  const sorted = [...parcels].sort((a, b) =>
    a.storage_location.localeCompare(b.storage_location, 'en', { numeric: true }),
  );
  for (const parcel of sorted) {
    if (y + rowHeight > A4.height * MM - MARGIN - 40) {
      addPage(document, A4.width, A4.height);
      y = MARGIN;
      header(y);
      y += 18;
    }
    let x = MARGIN;
    // The box ticked by hand when the parcel is in the basket.
    document
      .rect(x + 1, y + 3, 4 * MM, 4 * MM)
      .lineWidth(0.8)
      .stroke();
    x += columns[0]?.width ?? 0;
    document.fontSize(13).text(parcel.storage_location, x, y + 2, {
      width: (columns[1]?.width ?? 0) - 4,
      height: 18,
      ellipsis: true,
    });
    x += columns[1]?.width ?? 0;
    code128(
      document,
      parcel.tracking_number,
      { x, y, width: (columns[2]?.width ?? 0) - 4, height: 9 * MM },
      { maxModule: 0.3 * MM, align: 'start' },
    );
    document.fontSize(8).text(parcel.tracking_number, x, y + 9.5 * MM, {
      width: (columns[2]?.width ?? 0) - 4,
      height: 11,
    });
    x += columns[2]?.width ?? 0;
    document.fontSize(9).text(parcel.item_name ?? '—', x, y + 2, {
      width: (columns[3]?.width ?? 0) - 4,
      height: 24,
      ellipsis: true,
    });
    x += columns[3]?.width ?? 0;
    document.fontSize(10).text(`${parcel.weight} kg`, x, y + 2, {
      width: (columns[4]?.width ?? 0) - 4,
      height: 14,
    });
    y += rowHeight;
    document
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + width, y - 4)
      .lineWidth(0.3)
      .stroke('#999999');
    document.strokeColor('black');
  }

  const instructions = [
    `${parcels.length} 件包裹 parcels`,
    `优化包装 Optimise the package: ${order.optimiaztion ? '是 Yes' : '否 No'}`,
    `去除赠品 Remove gifts: ${order.remove_gift ? '是 Yes' : '否 No'}`,
    ...(order.note ? [`备注 Note: ${order.note}`] : []),
  ];
  document.fontSize(10).text(instructions.join('\n'), MARGIN, y + 6, { width });
}

/**
 * 100 × 150 mm, on the packed package: the order number's barcode, the route, the receiver and
 * the package's weight, size, parcel count and packing date.
 */
function packageLabel(document: PDFKit.PDFDocument, { order, parcels }: OrderWithParcels): void {
  addPage(document, 100, 150);
  const margin = 5 * MM;
  const width = 100 * MM - 2 * margin;
  document.fontSize(24).text(order.shipping_lines.shipping_route.code, margin, margin, {
    width,
    height: 30,
    align: 'center',
  });
  document
    .moveTo(margin, margin + 32)
    .lineTo(margin + width, margin + 32)
    .lineWidth(1)
    .stroke();
  code128(
    document,
    order.orderNo,
    { x: margin, y: margin + 40, width, height: 24 * MM },
    { maxModule: 0.5 * MM },
  );
  document.fontSize(14).text(`订单 Order ${order.orderNo}`, margin, margin + 44 + 24 * MM, {
    width,
    align: 'center',
    height: 18,
  });
  let y = margin + 72 + 24 * MM;
  caption(document, '收件人 Receiver', margin, y, width);
  document
    .fontSize(14)
    .text(order.receiver_name, margin, y + 11, { width, height: 18, ellipsis: true });
  document.fontSize(11).text(order.receiver_phone, margin, y + 30, { width, height: 14 });
  document
    .fontSize(10)
    .text(
      `${order.receiver_address}\n${order.receiver_city} · ${country(order.receiver_country)}`,
      margin,
      y + 46,
      { width, height: 52, ellipsis: true },
    );
  y += 104;
  const size =
    order.length === null || order.width === null || order.height === null
      ? '—'
      : `${order.length} × ${order.width} × ${order.height} cm`;
  const packed = order.packed_at ? order.packed_at.slice(0, 10) : '—';
  const facts: [string, string][] = [
    ['重量 Weight', order.weight === null ? '—' : `${order.weight} kg`],
    ['尺寸 Size', size],
    ['包裹数 Parcels', String(parcels.length)],
    ['打包日期 Packed', packed],
  ];
  facts.forEach(([label, value], index) => {
    const x = margin + (index % 2) * (width / 2);
    const top = y + Math.floor(index / 2) * 30;
    caption(document, label, x, top, width / 2 - 6);
    document
      .fontSize(12)
      .text(value, x, top + 10, { width: width / 2 - 6, height: 16, ellipsis: true });
  });
}

/** The `kind` document of each order, in the order given, as one PDF (ADR 0086). */
export function orderDocumentsPdf(
  kind: OrderDocumentKind,
  orders: readonly OrderWithParcels[],
): Promise<Buffer> {
  const title = kind === 'pick-list' ? 'Pick list' : 'Package label';
  const document = newDocument(
    orders.length === 1 ? `${title} ${orders[0]?.order.orderNo ?? ''}` : `${title}s`,
  );
  for (const one of orders) {
    if (kind === 'pick-list') pickList(document, one);
    else packageLabel(document, one);
  }
  return pdfBytes(document);
}
