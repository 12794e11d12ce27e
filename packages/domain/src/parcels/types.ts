import type { OrderStatus } from '../orders/types.js';

/** Rows per page of a warehouse's parcel inventory (spec 9). */
export const PARCEL_PAGE_SIZE = 10;
/** The most rows one page request may ask for. */
export const PARCEL_PAGE_SIZE_MAX = 100;
/** The last page one may ask for: far past any inventory, short of overflowing the offset. */
export const PARCEL_PAGE_MAX = 1_000_000;

/** Warehouse parcel statuses (spec 4). */
export const PARCEL_STATUSES = [
  'pending',
  'stored',
  'packed',
  'returned',
  'return_processing',
  'error',
  'restored',
] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** Kinds of problem a parcel can be flagged with. */
export const PARCEL_PROBLEM_TYPES = ['damaged', 'missing_owner', 'empty', 'other'] as const;
export type ParcelProblemType = (typeof PARCEL_PROBLEM_TYPES)[number];

/**
 * What the inventory search looks in (decisions.md A4). `id` = parcel id, `tracking_number` =
 * tracking id, `customer_id` = personal (customer) id, `stored_at` = the date the parcel was
 * stored (YYYY-MM-DD or MM/DD/YYYY), `shelf_location` = shelf, `weight` = weight in kg,
 * `storage_status` = status (its key or its label in either language), `all` = every one of
 * them. Without a field the search looks at tracking id, personal id and id.
 */
export const PARCEL_SEARCH_FIELDS = [
  'id',
  'tracking_number',
  'customer_id',
  'stored_at',
  'shelf_location',
  'weight',
  'storage_status',
  'all',
] as const;
export type ParcelSearchField = (typeof PARCEL_SEARCH_FIELDS)[number];

/** The shipping line a parcel will leave on. */
export interface ParcelShippingLine {
  id: string;
  route_code: string;
  name: string;
}

/**
 * The order a parcel is in, while it is in one (from the customer's order to delivery; a cancel
 * or a return takes it out). The spec's parcel statuses have none for "in an unpacked order", so
 * the inventory shows this link beside the status (ADR 0060).
 */
export interface ParcelOrder {
  id: string;
  orderNo: string;
  /** The order's own status: while it is open (`parcelStatusHold`) the parcel's status is its. */
  status: OrderStatus;
}

/** A parcel in a warehouse's inventory (`GET .../parcels`, `GET .../parcels/{parcelId}`). */
/** The label sizes a warehouse prints parcels on, in millimetres (width × height). */
export const PARCEL_LABEL_SIZES = ['100x150', '60x40'] as const;
export type ParcelLabelSize = (typeof PARCEL_LABEL_SIZES)[number];
/** Most labels in one PDF (a selection of the inventory). */
export const PARCEL_LABELS_MAX = 100;

export interface Parcel {
  /** The merchant-facing parcel number, searchable with `search_field=id`. */
  parcel_id: number;
  tracking_id: string;
  /** The customer's id (customer id). */
  personal_id: string;
  status: ParcelStatus;
  /** kg */
  weight: number;
  /** cm */
  length: number;
  width: number;
  height: number;
  /** YYYY-MM-DD */
  inbound_date: string;
  warehouse_id: string;
  warehouse_name: string;
  shelf_location: string;
  shipping_line: ParcelShippingLine | null;
  order: ParcelOrder | null;
  /** Declared by the customer; read-only for the merchant. */
  content_name: string | null;
  /** CNY */
  content_value: number | null;
  content_quantity: number | null;
  notes: string | null;
  is_problem: boolean;
  problem_type: ParcelProblemType | null;
  description: string | null;
  /** Days since inbound, rounded. */
  storage_days: number;
  /** Days past the warehouse's free storage. */
  overdue_days: number;
  /** Overdue storage fee so far (CNY), from the warehouse's settings. */
  overdue_fee: number;
  created_at: string;
  updated_at: string;
}

/** `GET /merchants/warehouses/{warehouseId}/parcels` query. */
export interface ParcelListQuery {
  status?: ParcelStatus[];
  search?: string;
  search_field?: ParcelSearchField;
  /** YYYY-MM-DD, inclusive, on the creation date. */
  created_from?: string;
  created_to?: string;
  /** Only problem parcels, whatever their status: the warehouse card's problem parcels. */
  problem?: boolean;
  /** Only parcels in stock past the warehouse's free storage: the card's overdue figure. */
  overdue?: boolean;
  /** 1-based, at most 1,000,000. */
  page?: number;
  /** Default 10, at most 100. */
  limit?: number;
}

/** `POST /merchants/warehouses/{warehouseId}/parcels` body. */
export interface ParcelCreateRequest {
  tracking_id: string;
  personal_id: string;
  /** YYYY-MM-DD */
  inbound_date: string;
  shelf_location: string;
  weight: number;
  length: number;
  width: number;
  height: number;
  /** Route code of one of this warehouse's shipping lines, e.g. CN-CA-A-G. */
  shipping_route_code: string;
  notes?: string;
  is_problem?: boolean;
  problem_type?: ParcelProblemType;
  description?: string;
  /** Send true to add a parcel whose tracking id is already in this warehouse. */
  confirm_duplicate?: boolean;
}

/** `PATCH /merchants/warehouses/{warehouseId}/parcels/{parcelId}` body: only what changes. */
export interface ParcelUpdateRequest {
  tracking_id?: string;
  /** YYYY-MM-DD or a full ISO date-time (its UTC date is kept). */
  inbound_date?: string;
  status?: ParcelStatus;
  shelf_location?: string;
  /** Route code of one of this warehouse's shipping lines. */
  shipping_line?: string;
  /** Accepted only when it names the parcel's own warehouse (parcels are not moved here). */
  warehouse_name?: string;
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
  personal_id?: string;
  notes?: string | null;
  is_problem?: boolean;
  problem_type?: ParcelProblemType | null;
  description?: string | null;
}
