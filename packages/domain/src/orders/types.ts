import { LIST_TOTAL_CAP } from '../api/list-total.js';
import type { SizeRefusal } from '../pricing/size.js';
import type { ParcelStatus } from '../parcels/types.js';

/** Order statuses (spec 4), in the order an order moves through them. */
export const ORDER_STATUSES = [
  'unpacked',
  'packed',
  'paid',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Rows per page of the order list (spec 9). */
export const ORDER_PAGE_SIZE = 13;
/** The most rows one page request may ask for. */
export const ORDER_PAGE_SIZE_MAX = 100;
/** The last page one may ask for: far past any list, short of overflowing the offset. */
export const ORDER_PAGE_MAX = 1_000_000;
/**
 * A search or a date range counts its matches up to this many (`LIST_TOTAL_CAP`, read by
 * `listTotal`): the list says "10,000+" at it. Unfiltered and status-filtered totals are exact
 * (counters, ADR 0056).
 */
export const ORDER_COUNT_CAP = LIST_TOTAL_CAP;

/**
 * What the order search looks in (spec 7, A37): `id` = the order number (or the order's id),
 * `tracking_number` = the package's tracking number, `route_code` = the line's route code,
 * `username` = the customer's username, `all` = every one of them.
 */
export const ORDER_SEARCH_FIELDS = [
  'all',
  'id',
  'tracking_number',
  'route_code',
  'username',
] as const;
export type OrderSearchField = (typeof ORDER_SEARCH_FIELDS)[number];

/** Amounts of an order are in the merchant's settlement currency (A21). */
export const ORDER_CURRENCY = 'CAD';
/** Line prices, parcel values and warehouse storage fees are in yuan (spec 9). */
export const PRICE_CURRENCY = 'CNY';

/** Additional fees: how many one package may carry, the longest title, the largest amount (CAD). */
export const ADDITIONAL_FEES_MAX = 20;
export const ADDITIONAL_FEE_TITLE_MAX = 64;
export const ADDITIONAL_FEE_PRICE_MAX = 100_000;
/**
 * Package photos: JPG or PNG (A42), at most 4 MB each (spec 9); at most 4 per package (the
 * upload's file limit, and the four thumbnails the spec's photo strip shows).
 */
export const PACKAGE_PHOTO_MAX_BYTES = 4 * 1024 * 1024;
export const PACKAGE_PHOTOS_MAX = 4;
export const PACKAGE_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
/** Receiver fields and the tracking number: the longest accepted text. */
export const RECEIVER_NAME_MAX = 100;
export const RECEIVER_PHONE_MAX = 32;
export const RECEIVER_ADDRESS_MAX = 300;
export const ORDER_TRACKING_NUMBER_MAX = 64;

/** A customer of the platform (decisions.md "Who creates what"): they order from merchants. */
export interface OrderCustomer {
  id: string;
  username: string;
  email: string;
}

/** A fee added at packing (title and a non-zero price, in CAD). */
export interface AdditionalFee {
  title: string;
  price: number;
}

/** A package photo; `url` is a file key for `GET /public/files/{key}` (like avatars). */
export interface OrderPhoto {
  id: string;
  url: string;
}

/** A payment the customer made for the order (recorded by `pnpm ops orders:pay`). */
export interface OrderPayment {
  id: string;
  /** CAD */
  amount: number;
  currency: string;
  method: string;
  paid_at: string;
}

/** The line an order leaves on (spec 3 `shipping_lines`). */
export interface OrderShippingLine {
  id: string;
  name: string;
  shipping_route: { code: string };
  merchant_warehouse: { id: string; warehouse_name: string };
}

/**
 * What packing recorded (ADR 0056): the quote at the moment of packing, with the rate used, so
 * the order keeps the price it was packed at even after the line's prices or the rate change.
 */
export interface OrderCalculations {
  actualWeight: number;
  volumetricWeight: number;
  chargeableWeight: number;
  /** CAD */
  shippingFee: number;
  /** CAD */
  totalStorageFee: number;
  /** CAD */
  additionalFees: number;
  exchangeRate: OrderExchangeRate;
}

/** The rate a quote used: CAD for one CNY, the platform's rate of `date`. */
export interface OrderExchangeRate {
  currency: string;
  rate: number;
  date: string;
}

/** A row of the order list (spec 2 columns). */
export interface OrderListItem {
  id: string;
  orderNo: string;
  tracking_number: string | null;
  status: OrderStatus;
  created_at: string;
  customers: { id: string; username: string };
  shipping_lines: { id: string; shipping_route: { code: string } };
  /** CAD; null until packed. */
  total_price: number | null;
}

/** One order with everything the detail page shows (spec 3 Order). */
export interface Order {
  id: string;
  orderNo: string;
  tracking_number: string | null;
  status: OrderStatus;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  completed_at: string | null;
  packed_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  customer_id: string;
  merchant_id: string;
  shipping_line_id: string;
  /** The destination city has exception prices on the line. */
  is_excepted: boolean;
  /** kg, cm; null until packed. */
  weight: number | null;
  width: number | null;
  height: number | null;
  length: number | null;
  /** CNY: the sum of the parcels' declared values. */
  declared_value: number;
  /** CAD; null until packed. */
  total_price: number | null;
  currency: string;
  /** Packing instructions: "optimise the package" (spelt as the spec spells it). */
  optimiaztion: boolean;
  remove_gift: boolean;
  note: string | null;
  receiver_name: string;
  receiver_phone: string;
  receiver_address: string;
  receiver_country: string;
  receiver_city: string;
  customers: OrderCustomer;
  payments: OrderPayment[];
  shipping_lines: OrderShippingLine;
  additional_fees: AdditionalFee[];
  order_photos: OrderPhoto[];
  calculations: OrderCalculations | null;
  timeline: OrderTimelineEntry[];
}

/**
 * A parcel of an order (spec 3 Order parcel). `storage_status` is the warehouse status; a parcel
 * taken out of the order (returned to stock, or the order cancelled) has `removed` true and shows
 * in the cancelled (restored) parcels table.
 */
export interface OrderParcel {
  id: number;
  tracking_number: string;
  storage_location: string;
  weight: number;
  width: number;
  length: number;
  height: number;
  item_name: string | null;
  /** CNY */
  declared_value: number | null;
  quantity: number | null;
  /** YYYY-MM-DD */
  stored_at: string;
  storage_status: ParcelStatus;
  customer_id: string;
  removed: boolean;
}

/** The timeline's entries (spec 4): creation, payment, completion. */
export type OrderTimelineKind = 'created' | 'paid' | 'completed';

/** One entry of the detail's timeline; `at` is an ISO date-time. */
export interface OrderTimelineEntry {
  kind: OrderTimelineKind;
  at: string;
}

/** `GET merchants/orders` query after validation (page and take defaulted). */
export interface OrderListQuery {
  page: number;
  take: number;
  search?: string;
  search_field?: OrderSearchField;
  status?: OrderStatus[];
  /** YYYY-MM-DD, inclusive. */
  created_from?: string;
  /** YYYY-MM-DD, inclusive. */
  created_to?: string;
}

/** `GET merchants/orders/export` query after validation. */
export interface OrderExportQuery {
  search?: string;
  search_field?: OrderSearchField;
  status?: OrderStatus[];
  created_from?: string;
  created_to?: string;
  /** The selected rows; when given, the filters are not applied. */
  ids?: string[];
}

/** `PATCH merchants/orders/{id}` receiver edit: only the fields that changed. */
export interface OrderReceiverPatch {
  receiver_name?: string;
  receiver_phone?: string;
  receiver_address?: string;
}

/** `PATCH merchants/orders/{id}` tracking edit (paid or shipped → shipped). */
export interface OrderTrackingPatch {
  tracking_number: string;
  status: 'shipped';
}

/** The package as measured at packing (kg, cm). */
export interface PackageInfo {
  weight: number;
  length: number;
  width: number;
  height: number;
  additional_fees: AdditionalFee[];
}

/**
 * `PATCH merchants/orders/{id}` packing, multipart: these text fields (`additional_fees` as JSON
 * text) and the files `package_photo` (repeated).
 */
export interface OrderPackFields {
  weight: string;
  length: string;
  width: string;
  height: string;
  status: 'packed';
  additional_fees?: string;
}

/** `POST merchants/orders/{id}/check-price`: optional measures; what is left out is the order's. */
export interface CheckPriceRequest {
  weight?: number;
  width?: number;
  height?: number;
  length?: number;
  additional_fees?: AdditionalFee[];
}

/** One parcel's storage fee in a quote. */
export interface ParcelStorageCharge {
  parcel_id: number;
  storageDays: number;
  overdueDays: number;
  /** CNY, as the warehouse charges it. */
  overdueFee: number;
}

/** `check-price` answer (spec 3 Price quote), amounts in CAD with 2 decimals. */
export interface PriceQuote {
  totalPrice: number;
  shippingFee: number;
  totalStorageFee: number;
  additionalFees: number;
  currency: string;
  calculations: { actualWeight: number; volumetricWeight: number; chargeableWeight: number };
  exchangeRate: OrderExchangeRate;
  /** CNY before conversion: the line's price and the storage fees. */
  shippingFeeCny: number;
  totalStorageFeeCny: number;
  storage: ParcelStorageCharge[];
  /** `global`, or `exception:<city>` when the destination city has its own prices. */
  pricingUsed: string;
}

/** A quote the line refuses: the size constraints the package breaks (422 `details`). */
export interface PriceQuoteRefusal {
  refusals: SizeRefusal[];
}
