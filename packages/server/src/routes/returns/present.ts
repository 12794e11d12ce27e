import { returnNoText } from '@jiyun/domain';
import type { ReturnListItem, ReturnOrder } from '@jiyun/domain';
import type { ReturnListRow, ReturnRecord } from '../../repositories/returns.js';

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());
const cad = (cents: number | null): number | null => (cents === null ? null : cents / 100);

export function presentReturnListItem({ row, parcel_tracking }: ReturnListRow): ReturnListItem {
  return {
    id: row.id,
    returnNo: returnNoText(row.return_no),
    status: row.status,
    tracking_number: row.tracking_number,
    original_order_no: row.original_order_no,
    receiver_name: row.receiver_name,
    created_at: row.created_at.toISOString(),
    customers: { id: row.customer_id, username: row.customer_username },
    parcel: { id: row.parcel_id, tracking_number: parcel_tracking },
    total_price: cad(row.total_price_cents),
  };
}

export function presentReturn(record: ReturnRecord): ReturnOrder {
  const { row, customer, parcel, warehouse, line } = record;
  return {
    id: row.id,
    returnNo: returnNoText(row.return_no),
    status: row.status,
    tracking_number: row.tracking_number,
    original_order_no: row.original_order_no,
    reason: row.reason,
    receiver_name: row.receiver_name,
    receiver_phone: row.receiver_phone,
    receiver_address: row.receiver_address,
    note: row.note,
    customer_support_note: row.customer_support_note,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    packed_at: iso(row.packed_at),
    paid_at: iso(row.paid_at),
    shipped_at: iso(row.shipped_at),
    delivered_at: iso(row.delivered_at),
    completed_at: iso(row.completed_at),
    cancelled_at: iso(row.cancelled_at),
    weight: row.weight,
    length: row.length,
    width: row.width,
    height: row.height,
    total_price: cad(row.total_price_cents),
    currency: row.currency,
    customers: { id: customer.id, username: customer.username, email: customer.email },
    payments: record.payments.map((payment) => ({
      id: payment.id,
      amount: payment.amount_cents / 100,
      currency: payment.currency,
      method: payment.method,
      paid_at: payment.paid_at.toISOString(),
    })),
    order_photos: record.photos.map((photo) => ({ id: photo.id, url: photo.file_key })),
    parcel: {
      id: parcel.id,
      tracking_number: parcel.tracking_id,
      // Where the parcel is now; a cancelled return put it back on the shelf it came from.
      storage_location: parcel.shelf_location,
      weight: parcel.weight,
      dimensions: { length: parcel.length, width: parcel.width, height: parcel.height },
      item_name: parcel.content_name,
      declared_value: parcel.content_value,
      storage_status: parcel.status,
      parcel_pool: {
        shipping_line:
          line === null
            ? null
            : { id: line.id, name: line.name, shipping_route: { code: line.route_code } },
        merchant_warehouse: warehouse,
      },
    },
  };
}
