import type { SupportedCountry } from '../locations/countries.js';
import type { ParcelLabelSize } from '../parcels/types.js';

/** Warehouse statuses; merchants see Active and Suspended, the others come from review. */
export const WAREHOUSE_STATUSES = ['active', 'suspended', 'inactive', 'pending'] as const;
export type WarehouseStatus = (typeof WAREHOUSE_STATUSES)[number];

/** Unit of the free storage period. */
export const FREE_STORAGE_UNITS = ['days', 'months'] as const;
export type FreeStorageUnit = (typeof FREE_STORAGE_UNITS)[number];

/** How often the overdue storage fee is charged once free storage is used up. */
export const OVERDUE_FEE_FREQUENCIES = ['day', 'week', 'month'] as const;
export type OverdueFeeFrequency = (typeof OVERDUE_FEE_FREQUENCIES)[number];

/** A team member (sub-account) who can be assigned to warehouses. */
export interface Operator {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** A file key, or a URL starting with http, https or blob. */
  avatar_url: string | null;
}

/** A province (state) or city of a warehouse, with its names in both languages. */
export interface WarehousePlace {
  id: string;
  name: string;
  zh_name: string;
}

/** The warehouse's country with its names in both languages. */
export interface WarehouseCountry {
  code: SupportedCountry;
  name: string;
  zh_name: string;
}

/** `GET /merchants/warehouses/{id}` → `data`; one element of the list. */
export interface Warehouse {
  id: string;
  warehouse_name: string;
  status: WarehouseStatus;
  /** File key of the warehouse picture; null when none was uploaded. */
  image: string | null;
  /** ISO 3166-1 alpha-2 code, one of the 23 supported countries. */
  country: SupportedCountry;
  /** Province (state) id from the locations list of `country`. */
  state: string;
  /** City id from the locations list of `state`. */
  city: string;
  country_info: WarehouseCountry;
  /** Null only when the stored id is no longer in the locations list. */
  state_info: WarehousePlace | null;
  city_info: WarehousePlace | null;
  contact_person: string;
  /** The contact's dialling code, one of the 23 countries' (`+44`; A2). */
  country_code: string;
  phone_number: string;
  address_line_1: string;
  address_line_2: string | null;
  free_storage_duration: number;
  free_storage_unit: FreeStorageUnit;
  /** Charged per `overdue_fee_frequency` once free storage is used up (CNY). */
  overdue_storage_fee: number;
  overdue_fee_frequency: OverdueFeeFrequency;
  /** The label its parcels are printed on (ADR 0086). */
  label_size: ParcelLabelSize;
  warehouse_operators: Operator[];
  operator_ids: string[];
  created_at: string;
  updated_at: string;
}

/** `GET /merchants/warehouses` query. */
export interface WarehouseListQuery {
  status?: WarehouseStatus;
}

/**
 * Text fields of `POST /merchants/warehouses` (multipart/form-data; numbers arrive as text,
 * exactly as typed). `operator_ids[]` repeats; `image` is a JPG or PNG file of at most 4 MB.
 */
export interface WarehouseCreateFields {
  warehouse_name: string;
  contact_person: string;
  phone_number: string;
  country_code: string;
  country: string;
  state: string;
  city: string;
  address_line_1: string;
  address_line_2?: string;
  free_storage_duration: string;
  free_storage_unit: FreeStorageUnit;
  overdue_storage_fee: string;
  overdue_fee_frequency: OverdueFeeFrequency;
  /** The parcels' label; 100x150 when a new warehouse names none. */
  label_size?: ParcelLabelSize;
  operator_ids?: string[];
}

/** Text fields of `PATCH /merchants/warehouses/{id}` (multipart): only the fields sent change. */
export type WarehouseUpdateFields = Partial<WarehouseCreateFields>;

/** `GET /merchants/warehouses/shipping-lines` → `data[]`: a line linked to one of the merchant's warehouses. */
export interface WarehouseShippingLine {
  id: string;
  name: string;
  status: 'active' | 'suspended' | 'pending' | 'deleted';
  route_code: string;
  warehouse_id: string;
  warehouse_name: string;
}

/** `GET /merchants/warehouses/shipping-lines` query. */
export interface WarehouseShippingLineQuery {
  warehouse_id?: string;
}
