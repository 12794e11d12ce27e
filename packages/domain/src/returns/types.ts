import type { OrderCustomer, OrderPayment, OrderPhoto, OrderStatus } from '../orders/types.js';
import { ORDER_STATUSES } from '../orders/types.js';
import type { ParcelStatus } from '../parcels/types.js';

/** Return order statuses: the spec gives return orders the same statuses as orders. */
export const RETURN_ORDER_STATUSES = ORDER_STATUSES;
export type ReturnOrderStatus = OrderStatus;

/** Rows per page of the return list (spec 9). */
export const RETURN_PAGE_SIZE = 12;
/** The most rows one page request may ask for. */
export const RETURN_PAGE_SIZE_MAX = 100;
/** The last page one may ask for: far past any list, short of overflowing the offset. */
export const RETURN_PAGE_MAX = 1_000_000;
/**
 * A search or a date range counts its matches up to this many (ADR 0039): the list says
 * "10,000+" past it. Unfiltered and status-filtered totals are exact (counters, ADR 0061).
 */
export const RETURN_COUNT_CAP = 10_000;

/**
 * What the return search looks in (A38): `id` = the return number ("R…" or digits) or the
 * return's id, `tracking_number` = the return's tracking number or its parcel's, `username` =
 * the customer's username, `order_no` = the original order number the customer gave, `all` =
 * every one of them (the default, as A37 settles for orders).
 */
export const RETURN_SEARCH_FIELDS = [
  'all',
  'id',
  'tracking_number',
  'username',
  'order_no',
] as const;
export type ReturnSearchField = (typeof RETURN_SEARCH_FIELDS)[number];

/** Return totals are in CAD with 2 decimals (spec 9), like orders. */
export const RETURN_CURRENCY = 'CAD';
/** The largest total price a merchant may set on a return (CAD). */
export const RETURN_TOTAL_PRICE_MAX = 100_000;
/** The longest reason and original order number a customer may give. */
export const RETURN_REASON_MAX = 500;
export const RETURN_ORDER_NO_MAX = 64;

/** A payment the customer made for the return (recorded by `pnpm ops returns:pay`). */
export type ReturnPayment = OrderPayment;
/** A package photo taken at packing (`url` is a file key for `GET /public/files/{key}`). */
export type ReturnPhoto = OrderPhoto;
/** The customer who asked for the return. */
export type ReturnCustomer = OrderCustomer;

/** The parcel's line and warehouse (spec 3 `parcel_pool`). */
export interface ReturnParcelPool {
  shipping_line: { id: string; name: string; shipping_route: { code: string } } | null;
  merchant_warehouse: { id: string; warehouse_name: string };
}

/** The one parcel a return sends back (spec 3 return order `parcel`). */
export interface ReturnParcel {
  /** The merchant-facing parcel number. */
  id: number;
  tracking_number: string;
  /** The shelf the parcel is (or was) stored on. */
  storage_location: string;
  /** kg */
  weight: number;
  /** cm */
  dimensions: { length: number; width: number; height: number };
  item_name: string | null;
  /** CNY */
  declared_value: number | null;
  /** The warehouse status: return_processing while the return is open, returned once shipped. */
  storage_status: ParcelStatus;
  parcel_pool: ReturnParcelPool;
}

/** A row of the return list. */
export interface ReturnListItem {
  id: string;
  /** The return number, "R" and digits (e.g. "R2600012"); the detail is titled by it. */
  returnNo: string;
  status: ReturnOrderStatus;
  tracking_number: string | null;
  original_order_no: string | null;
  receiver_name: string;
  created_at: string;
  customers: { id: string; username: string };
  parcel: { id: number; tracking_number: string };
  /** CAD; null until packed. */
  total_price: number | null;
}

/** One return with everything the detail page shows (spec 3 return order). */
export interface ReturnOrder {
  id: string;
  returnNo: string;
  status: ReturnOrderStatus;
  tracking_number: string | null;
  original_order_no: string | null;
  reason: string;
  receiver_name: string;
  receiver_phone: string;
  receiver_address: string;
  /** The customer's note. */
  note: string | null;
  /** Staff's note for the merchant (read-only here). */
  customer_support_note: string | null;
  created_at: string;
  updated_at: string;
  packed_at: string | null;
  paid_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  /** kg, cm; null until packed. */
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  /** CAD with 2 decimals; null until packed. */
  total_price: number | null;
  currency: string;
  customers: ReturnCustomer;
  payments: ReturnPayment[];
  order_photos: ReturnPhoto[];
  parcel: ReturnParcel;
}

/** `GET merchants/returns` query after validation (page and limit defaulted; A28). */
export interface ReturnListQuery {
  page: number;
  limit: number;
  search?: string;
  search_field?: ReturnSearchField;
  status?: ReturnOrderStatus[];
  /** YYYY-MM-DD, inclusive. */
  created_from?: string;
  /** YYYY-MM-DD, inclusive. */
  created_to?: string;
}

/** `PATCH merchants/returns/{id}` receiver edit: only the fields that changed, none blank. */
export interface ReturnReceiverPatch {
  receiver_name?: string;
  receiver_phone?: string;
  receiver_address?: string;
}

/** `PATCH merchants/returns/{id}` tracking edit (paid or shipped → shipped). */
export interface ReturnTrackingPatch {
  tracking_number: string;
  status: 'shipped';
}

/** The package as measured and priced at packing (kg, cm, CAD). */
export interface ReturnPackage {
  weight: number;
  length: number;
  width: number;
  height: number;
  total_price: number;
}

/**
 * `PATCH merchants/returns/{id}` packing, multipart: these text fields and the files
 * `package_photo` (repeated, JPG/PNG ≤ 4 MB, at most `PACKAGE_PHOTOS_MAX`).
 */
export interface ReturnPackFields {
  weight: string;
  length: string;
  width: string;
  height: string;
  total_price: string;
  status: 'packed';
}
