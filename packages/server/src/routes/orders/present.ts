import { orderTimeline, pricingDay } from '@jiyun/domain';
import type {
  ExceptionCityPricing,
  LinePricing,
  Order,
  OrderListItem,
  OrderParcel,
  PricedLine,
} from '@jiyun/domain';
import type {
  OrderParcelRecord,
  OrderRecord,
  OrderRow,
} from '../../repositories/orders.js';
import type { ShippingLinePriceRow, ShippingLineRecord } from '../../repositories/shipping-lines.js';
import { versionsOf } from '../shipping-lines/present.js';

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

export function presentListItem(row: OrderRow): OrderListItem {
  return {
    id: row.id,
    orderNo: String(row.order_no),
    tracking_number: row.tracking_number,
    status: row.status,
    created_at: row.created_at.toISOString(),
    customers: { id: row.customer_id, username: row.customer_username },
    shipping_lines: { id: row.shipping_line_id, shipping_route: { code: row.route_code } },
    total_price: row.total_price,
  };
}

export function presentOrder(record: OrderRecord): Order {
  const { order, customer, line, warehouse } = record;
  const created_at = order.created_at.toISOString();
  const paid_at = iso(order.paid_at);
  const completed_at = iso(order.completed_at);
  return {
    id: order.id,
    orderNo: String(order.order_no),
    tracking_number: order.tracking_number,
    status: order.status,
    created_at,
    updated_at: order.updated_at.toISOString(),
    paid_at,
    packed_at: iso(order.packed_at),
    shipped_at: iso(order.shipped_at),
    delivered_at: iso(order.delivered_at),
    completed_at,
    cancelled_at: iso(order.cancelled_at),
    customer_id: order.customer_id,
    merchant_id: order.merchant_id,
    shipping_line_id: order.shipping_line_id,
    is_excepted: order.is_excepted,
    weight: order.weight,
    width: order.width,
    height: order.height,
    length: order.length,
    declared_value: order.declared_value,
    total_price: order.total_price,
    currency: order.currency,
    optimiaztion: order.optimization,
    remove_gift: order.remove_gift,
    note: order.note,
    receiver_name: order.receiver_name,
    receiver_phone: order.receiver_phone,
    receiver_address: order.receiver_address,
    receiver_country: order.receiver_country,
    receiver_city: order.receiver_city,
    customers: { id: customer.id, username: customer.username, email: customer.email },
    payments: record.payments.map((payment) => ({
      id: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
      paid_at: payment.paid_at.toISOString(),
    })),
    shipping_lines: {
      id: line.id,
      name: line.name,
      shipping_route: { code: line.route_code },
      merchant_warehouse: { id: warehouse.id, warehouse_name: warehouse.warehouse_name },
    },
    additional_fees: record.fees.map((fee) => ({ title: fee.title, price: fee.price })),
    order_photos: record.photos.map((photo) => ({ id: photo.id, url: photo.file_key })),
    calculations: order.calculations,
    timeline: orderTimeline({ status: order.status, created_at, paid_at, completed_at }),
  };
}

export function presentOrderParcel(record: OrderParcelRecord): OrderParcel {
  const { parcel } = record;
  return {
    id: parcel.id,
    tracking_number: parcel.tracking_id,
    // Where the parcel is now; a parcel taken out is back on the shelf it was ordered from.
    storage_location: parcel.shelf_location,
    weight: parcel.weight,
    width: parcel.width,
    length: parcel.length,
    height: parcel.height,
    item_name: parcel.content_name,
    declared_value: parcel.content_value,
    quantity: parcel.content_quantity,
    stored_at: parcel.inbound_date,
    storage_status: parcel.status,
    customer_id: parcel.personal_id,
    removed: !record.active,
  };
}

function linePricingOf(price: ShippingLinePriceRow): LinePricing {
  return {
    currency: price.currency,
    base_price: price.base_price,
    additional_weight_price: price.additional_weight_price,
    unit: price.unit,
    per_unit: price.per_unit,
    volumetric_divisor: price.volumetric_divisor,
  };
}

/**
 * What the pricing engine needs of a stored line at `now`: the prices in force that day (global
 * and exception cities) and its size constraints; null when the line has no global prices.
 */
export function pricedLineAt(record: ShippingLineRecord, now: Date): PricedLine | null {
  const global = versionsOf(record, 'global', now).current;
  const globalPrice = global?.prices[0];
  if (!global || !globalPrice) return null;
  const exceptions = versionsOf(record, 'exception', now).current;
  const exceptionPrices: ExceptionCityPricing[] =
    exceptions?.prices.map((price) => ({
      ...linePricingOf(price),
      city_name: price.city_name ?? price.city_id,
      city_zh_name: price.city_zh_name,
    })) ?? [];
  const size = record.size;
  return {
    schedule: {
      current: { global: linePricingOf(globalPrice), exceptions: exceptionPrices },
      current_since: pricingDay(global.effective_from),
      pending: null,
    },
    size: size
      ? {
          min_weight: size.min_weight,
          max_weight: size.max_weight,
          max_volume: size.max_volume,
          max_volume_unit: size.max_volume_unit,
          max_single_length: size.max_single_length,
          max_single_length_unit: size.max_single_length_unit,
          max_sum_three_side: size.max_sum_three_side,
          max_sum_three_side_unit: size.max_sum_three_side_unit,
        }
      : null,
  };
}
