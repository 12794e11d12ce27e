import { ORDER_STATUSES, PARCEL_PROBLEM_TYPES, PARCEL_STATUSES } from '@jiyun/domain';
import type { Parcel, ParcelOrder, ParcelShippingLine } from '@jiyun/domain';
import {
  dateTime,
  decimal,
  flag,
  integer,
  isoDate,
  itemResponse,
  listResponse,
  objectOf,
  oneOf,
  orNull,
  text,
  uuid,
} from './json-schema.js';

/** A parcel of a warehouse's inventory, with its storage days and overdue fee (ADR 0016). */
export const parcelSchema = objectOf<Parcel>({
  parcel_id: integer,
  tracking_id: text,
  personal_id: { ...text, description: "The customer's id." },
  status: oneOf(PARCEL_STATUSES),
  weight: { ...decimal, description: 'kg' },
  length: { ...decimal, description: 'cm' },
  width: { ...decimal, description: 'cm' },
  height: { ...decimal, description: 'cm' },
  inbound_date: isoDate,
  warehouse_id: uuid,
  warehouse_name: text,
  shelf_location: text,
  shipping_line: orNull(objectOf<ParcelShippingLine>({ id: uuid, route_code: text, name: text })),
  order: {
    ...orNull(objectOf<ParcelOrder>({ id: uuid, orderNo: text, status: oneOf(ORDER_STATUSES) })),
    description: 'The order the parcel is in, from the customer’s order until a cancel or return.',
  },
  content_name: orNull(text),
  content_value: orNull({ ...decimal, description: 'CNY' }),
  content_quantity: orNull(integer),
  notes: orNull(text),
  is_problem: flag,
  problem_type: orNull(oneOf(PARCEL_PROBLEM_TYPES)),
  description: orNull(text),
  storage_days: integer,
  overdue_days: integer,
  overdue_fee: { ...decimal, description: 'CNY so far' },
  created_at: dateTime,
  updated_at: dateTime,
});

export const parcelListResponse = listResponse(parcelSchema, "A page of the warehouse's parcels.");
export const parcelResponse = itemResponse(parcelSchema, 'The parcel.');
