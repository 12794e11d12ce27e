import type { OrderListItem } from './types.js';

/**
 * The CSV export's columns, named by the list row's keys (spec 7: "builds export.csv from the row
 * keys"), in the list's column order.
 */
export const ORDER_CSV_COLUMNS = [
  'orderNo',
  'tracking_number',
  'route_code',
  'username',
  'created_at',
  'status',
  'total_price',
] as const;

/** The file name the export downloads as. */
export const ORDER_CSV_FILE_NAME = 'export.csv';
/** The most selected ids one export takes. */
export const ORDER_CSV_IDS_MAX = 1000;
/** UTF-8's byte-order mark: Excel then reads the Chinese text as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled); a text
 * starting with = + - @ (or a tab or return) gets a leading apostrophe, so a spreadsheet shows it
 * rather than runs it as a formula.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** MM/DD/YYYY (spec 9, tables) of an ISO date-time, in UTC. */
export function tableDate(isoDateTime: string): string {
  const [year, month, day] = isoDateTime.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

/** The header line, CRLF-terminated as RFC 4180 asks. */
export function orderCsvHeader(): string {
  return `${ORDER_CSV_COLUMNS.join(',')}\r\n`;
}

/** One order's CSV line, CRLF-terminated. */
export function orderCsvLine(row: OrderListItem): string {
  const values: Record<(typeof ORDER_CSV_COLUMNS)[number], string | number | null> = {
    orderNo: row.orderNo,
    tracking_number: row.tracking_number,
    route_code: row.shipping_lines.shipping_route.code,
    username: row.customers.username,
    created_at: tableDate(row.created_at),
    status: row.status,
    total_price: row.total_price === null ? null : row.total_price.toFixed(2),
  };
  return `${ORDER_CSV_COLUMNS.map((column) => csvField(values[column])).join(',')}\r\n`;
}
