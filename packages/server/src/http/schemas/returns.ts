import { PARCEL_STATUSES, RETURN_ORDER_STATUSES } from '@jiyun/domain';
import type {
  ReturnCustomer,
  ReturnListItem,
  ReturnOrder,
  ReturnParcel,
  ReturnParcelPool,
  ReturnPayment,
  ReturnPhoto,
} from '@jiyun/domain';
import {
  dateTime,
  decimal,
  integer,
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
const kg = { ...decimal, description: 'kg' };
const cm = { ...decimal, description: 'cm' };

const returnListItemSchema = objectOf<ReturnListItem>({
  id: uuid,
  returnNo: { ...text, description: 'The return number, "R" and digits.' },
  status: oneOf(RETURN_ORDER_STATUSES),
  tracking_number: orNull(text),
  original_order_no: orNull(text),
  receiver_name: text,
  created_at: dateTime,
  customers: objectOf<ReturnListItem['customers']>({ id: uuid, username: text }),
  parcel: objectOf<ReturnListItem['parcel']>({ id: integer, tracking_number: text }),
  total_price: orNull(cad),
});

const returnParcelSchema = objectOf<ReturnParcel>({
  id: integer,
  tracking_number: text,
  storage_location: text,
  weight: kg,
  dimensions: objectOf<ReturnParcel['dimensions']>({ length: cm, width: cm, height: cm }),
  item_name: orNull(text),
  declared_value: orNull({ ...decimal, description: 'CNY' }),
  storage_status: oneOf(PARCEL_STATUSES),
  parcel_pool: objectOf<ReturnParcelPool>({
    shipping_line: orNull(
      objectOf<NonNullable<ReturnParcelPool['shipping_line']>>({
        id: uuid,
        name: text,
        shipping_route: objectOf<{ code: string }>({ code: text }),
      }),
    ),
    merchant_warehouse: objectOf<ReturnParcelPool['merchant_warehouse']>({
      id: uuid,
      warehouse_name: text,
    }),
  }),
});

const returnSchema = objectOf<ReturnOrder>({
  id: uuid,
  returnNo: text,
  status: oneOf(RETURN_ORDER_STATUSES),
  tracking_number: orNull(text),
  original_order_no: orNull(text),
  reason: text,
  receiver_name: text,
  receiver_phone: text,
  receiver_address: text,
  note: orNull(text),
  customer_support_note: orNull(text),
  created_at: dateTime,
  updated_at: dateTime,
  packed_at: orNull(dateTime),
  paid_at: orNull(dateTime),
  shipped_at: orNull(dateTime),
  delivered_at: orNull(dateTime),
  completed_at: orNull(dateTime),
  cancelled_at: orNull(dateTime),
  weight: orNull(kg),
  length: orNull(cm),
  width: orNull(cm),
  height: orNull(cm),
  total_price: orNull(cad),
  currency: text,
  customers: objectOf<ReturnCustomer>({ id: uuid, username: text, email: text }),
  payments: listOf(
    objectOf<ReturnPayment>({
      id: uuid,
      amount: cad,
      currency: text,
      method: text,
      paid_at: dateTime,
    }),
  ),
  order_photos: listOf(
    objectOf<ReturnPhoto>({ id: uuid, url: { ...text, description: 'A file key.' } }),
  ),
  parcel: returnParcelSchema,
});

export const returnListResponse = listResponse(
  returnListItemSchema,
  'A page of return orders, newest first.',
);
export const returnResponse = itemResponse(returnSchema, 'The return order.');
