import { ORDER_STATUSES, PARCEL_STATUSES } from '@jiyun/domain';
import type {
  AdditionalFee,
  Order,
  OrderCalculations,
  OrderCustomer,
  OrderExchangeRate,
  OrderListItem,
  OrderParcel,
  OrderPayment,
  OrderPhoto,
  OrderShippingLine,
  OrderTimelineEntry,
  ParcelStorageCharge,
  PriceQuote,
} from '@jiyun/domain';
import {
  dateTime,
  decimal,
  flag,
  integer,
  isoDate,
  itemResponse,
  listOf,
  listResponse,
  objectOf,
  oneOf,
  orNull,
  text,
  uuid,
} from './json-schema.js';

const cad = { ...decimal, description: 'CAD, 2 decimals' };

const exchangeRate = objectOf<OrderExchangeRate>({
  currency: text,
  rate: { ...decimal, description: 'Units of `currency` for 1 CNY.' },
  date: isoDate,
});

const weights = {
  actualWeight: { ...decimal, description: 'kg' },
  volumetricWeight: { ...decimal, description: 'kg' },
  chargeableWeight: { ...decimal, description: 'kg' },
};

const orderListItemSchema = objectOf<OrderListItem>({
  id: uuid,
  orderNo: text,
  tracking_number: orNull(text),
  status: oneOf(ORDER_STATUSES),
  created_at: dateTime,
  customers: objectOf<OrderListItem['customers']>({ id: uuid, username: text }),
  shipping_lines: objectOf<OrderListItem['shipping_lines']>({
    id: uuid,
    shipping_route: objectOf<{ code: string }>({ code: text }),
  }),
  total_price: orNull(cad),
});

const additionalFeeSchema = objectOf<AdditionalFee>({ title: text, price: cad });

const orderSchema = objectOf<Order>({
  id: uuid,
  orderNo: text,
  tracking_number: orNull(text),
  status: oneOf(ORDER_STATUSES),
  created_at: dateTime,
  updated_at: dateTime,
  paid_at: orNull(dateTime),
  packed_at: orNull(dateTime),
  shipped_at: orNull(dateTime),
  delivered_at: orNull(dateTime),
  completed_at: orNull(dateTime),
  cancelled_at: orNull(dateTime),
  customer_id: uuid,
  merchant_id: uuid,
  shipping_line_id: uuid,
  is_excepted: flag,
  weight: orNull({ ...decimal, description: 'kg' }),
  width: orNull({ ...decimal, description: 'cm' }),
  height: orNull({ ...decimal, description: 'cm' }),
  length: orNull({ ...decimal, description: 'cm' }),
  declared_value: { ...decimal, description: 'CNY' },
  total_price: orNull(cad),
  currency: text,
  optimiaztion: { ...flag, description: 'Packing instruction: optimise the package (spelt so).' },
  remove_gift: flag,
  note: orNull(text),
  receiver_name: text,
  receiver_phone: text,
  receiver_address: text,
  receiver_country: text,
  receiver_city: text,
  customers: objectOf<OrderCustomer>({ id: uuid, username: text, email: text }),
  payments: listOf(
    objectOf<OrderPayment>({
      id: uuid,
      amount: cad,
      currency: text,
      method: text,
      paid_at: dateTime,
    }),
  ),
  shipping_lines: objectOf<OrderShippingLine>({
    id: uuid,
    name: text,
    shipping_route: objectOf<{ code: string }>({ code: text }),
    merchant_warehouse: objectOf<OrderShippingLine['merchant_warehouse']>({
      id: uuid,
      warehouse_name: text,
    }),
  }),
  additional_fees: listOf(additionalFeeSchema),
  order_photos: listOf(
    objectOf<OrderPhoto>({ id: uuid, url: { ...text, description: 'A file key.' } }),
  ),
  calculations: orNull(
    objectOf<OrderCalculations>({
      ...weights,
      shippingFee: cad,
      totalStorageFee: cad,
      additionalFees: cad,
      exchangeRate,
    }),
  ),
  timeline: listOf(
    objectOf<OrderTimelineEntry>({ kind: oneOf(['created', 'paid', 'completed']), at: dateTime }),
  ),
});

const orderParcelSchema = objectOf<OrderParcel>({
  id: integer,
  tracking_number: text,
  storage_location: text,
  weight: { ...decimal, description: 'kg' },
  width: { ...decimal, description: 'cm' },
  length: { ...decimal, description: 'cm' },
  height: { ...decimal, description: 'cm' },
  item_name: orNull(text),
  declared_value: orNull({ ...decimal, description: 'CNY' }),
  quantity: orNull(integer),
  stored_at: isoDate,
  storage_status: oneOf(PARCEL_STATUSES),
  customer_id: text,
  removed: flag,
});

const priceQuoteSchema = objectOf<PriceQuote>({
  totalPrice: cad,
  shippingFee: cad,
  totalStorageFee: cad,
  additionalFees: cad,
  currency: text,
  calculations: objectOf<PriceQuote['calculations']>(weights),
  exchangeRate,
  shippingFeeCny: { ...decimal, description: 'CNY' },
  totalStorageFeeCny: { ...decimal, description: 'CNY' },
  storage: listOf(
    objectOf<ParcelStorageCharge>({
      parcel_id: integer,
      storageDays: integer,
      overdueDays: integer,
      overdueFee: { ...decimal, description: 'CNY' },
    }),
  ),
  pricingUsed: text,
});

export const orderListResponse = listResponse(orderListItemSchema, 'A page of orders, newest first.');
export const orderResponse = itemResponse(orderSchema, 'The order.');
export const orderParcelsResponse = {
  ...objectOf<{ data: unknown }>({ data: listOf(orderParcelSchema) }),
  description: "The order's parcels, those taken out of it included (`removed`).",
};
export const priceQuoteResponse = itemResponse(priceQuoteSchema, 'The quote.');
