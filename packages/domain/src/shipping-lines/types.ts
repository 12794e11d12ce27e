import type { SupportedCountry } from '../locations/countries.js';
import type { WarehousePlace, WarehouseStatus } from '../warehouses/types.js';
import type { GoodsType, ShippingLineStatus, TransportType } from './route-code.js';

/**
 * The API contract of the shipping-line area (spec 3 and 7, decisions A16–A25): the list, the
 * detail, the creation draft, the section PATCHes of A24, the route options and the deposit.
 * Field names are the spec's, misspellings included (`globalPricingInfomation`).
 */

/** Unit of a route time (spec 5: Days or Weeks; A18: a week is 7 days). */
export const DAYS_UNITS = ['days', 'weeks'] as const;
export type DaysUnit = (typeof DAYS_UNITS)[number];

// Units, currency and the default divisor are the pricing engine's (one definition, ADR 0041);
// the contract names them through it.
export {
  DEFAULT_VOLUMETRIC_DIVISOR,
  LENGTH_UNITS,
  PER_UNITS,
  PRICING_CURRENCIES,
  PRICING_UNITS,
  VOLUME_UNITS,
} from '../pricing/types.js';
export type {
  LengthUnit,
  PerUnit,
  PricingCurrency,
  PricingUnit,
  VolumeUnit,
} from '../pricing/types.js';
import type {
  LengthUnit,
  PerUnit,
  PricingCurrency,
  PricingUnit,
  VolumeUnit,
} from '../pricing/types.js';

/** The departing country of every line (spec 5: fixed to China). */
export const SHIPPING_LINE_ORIGIN = 'CN' as const;

// ---------------------------------------------------------------------------------------------
// List and detail (GET /merchants/shipping-lines, GET /merchants/shipping-lines/{id})
// ---------------------------------------------------------------------------------------------

/** The warehouse a line collects parcels in (`merchant_warehouse`, `warehouseInformation`). */
export interface ShippingLineWarehouse {
  id: string;
  warehouse_name: string;
  status: WarehouseStatus;
  /** File key of the warehouse picture; null when none was uploaded. */
  image: string | null;
  country: SupportedCountry;
  /** Null only when the stored id is no longer in the locations list. */
  state_info: WarehousePlace | null;
  city_info: WarehousePlace | null;
  address_line_1: string;
  address_line_2: string | null;
}

/** `GET /merchants/shipping-lines` → `{ data: ShippingLineListItem[] }` (unpaged, A27; deleted lines left out). */
export interface ShippingLineListItem {
  id: string;
  name: string;
  /** File key of the line's picture; null when none was uploaded. */
  image: string | null;
  status: ShippingLineStatus;
  /** Null when the linked warehouse no longer exists. */
  merchant_warehouse: ShippingLineWarehouse | null;
  shipping_route: { code: string };
  created_at: string;
}

/** `basicInfo.displayInformation`. */
export interface ShippingLineDisplayInformation {
  name: string;
  image: string | null;
}

/** Route times, as the detail shows them and the route PATCH sends them. */
export interface ShippingLineRouteTimes {
  min_working_days: number;
  min_days_unit: DaysUnit;
  max_working_days: number;
  max_days_unit: DaysUnit;
}

/** `basicInfo.routeInformation`: origin, destination, transport and goods are read-only. */
export interface ShippingLineRouteInformation extends ShippingLineRouteTimes {
  origin: SupportedCountry;
  destination: SupportedCountry;
  transportation_type: TransportType;
  goods_type: GoodsType;
  route_code: string;
}

/** A city of the locations list (id like `CA-BC-VANCOUVER`) with both names. */
export interface ShippingLineCity {
  id: string;
  name: string;
  zh_name: string;
}

/** One element of `basicInfo.provinceAndCityInformation`: a covered province and its cities. */
export interface ShippingLineCoveredProvince {
  /** ISO 3166-2 id of the province, e.g. `CA-BC`. */
  id: string;
  /** English name of the province. */
  arrival_province: string;
  /** Chinese name of the province. */
  zh_name: string;
  /** Every city of the province was chosen ("select all"). */
  all_cities: boolean;
  arrival_cities: ShippingLineCity[];
}

/** The five pricing values of A24's global-pricing PATCH (and of each exception city). */
export interface ShippingLinePricingValues {
  /** CNY for the first `unit` of weight. */
  base_price: number;
  unit: PricingUnit;
  /** CNY for each further `per_unit` of weight. */
  additional_weight_price: number;
  per_unit: PerUnit;
  /** Volumetric weight (kg) = L × W × H (cm) / divisor. */
  volumetric_divisor: number;
}

/** A pricing change saved but not yet in force (A25): it takes effect at `effective_from`. */
export interface ShippingLinePendingChange {
  /** When the change was saved (ISO 8601). */
  saved_at: string;
  /** When it takes effect: saved_at + 30 days (ISO 8601). */
  effective_from: string;
}

/** `pricingInfo.globalPricingInfomation.pending`: the new global values and when they apply. */
export interface ShippingLinePendingGlobalPricing
  extends ShippingLinePricingValues, ShippingLinePendingChange {
  currency: PricingCurrency;
}

/** `pricingInfo.globalPricingInfomation` (sic): the values in force, plus the pending change. */
export interface ShippingLineGlobalPricing extends ShippingLinePricingValues {
  currency: PricingCurrency;
  /** Since when these values are in force (ISO 8601). */
  effective_from: string;
  /** A saved change that takes effect later (A25); null when there is none. */
  pending: ShippingLinePendingGlobalPricing | null;
}

/** One element of `exception_arr`: a city priced apart from the global prices. */
export interface ShippingLineExceptionCity extends ShippingLinePricingValues {
  /** City id of the locations list, e.g. `CA-ON-TORONTO`. */
  city_id: string;
  city_name: string;
  city_zh_name: string;
  /** Province id of the city, e.g. `CA-ON`. */
  province_id: string;
  province_name: string;
  /** The province's Chinese name (the locations list's), so a Chinese page names it in Chinese. */
  province_zh_name: string;
  currency: PricingCurrency;
}

/** `pricingInfo.exceptionPricingInformation.pending`: the whole new list and when it applies. */
export interface ShippingLinePendingExceptions extends ShippingLinePendingChange {
  exception_arr: ShippingLineExceptionCity[];
}

/** `pricingInfo.exceptionPricingInformation`: the exception cities in force, plus the pending list. */
export interface ShippingLineExceptionPricing {
  exception_arr: ShippingLineExceptionCity[];
  /** A saved change of the list that takes effect later (A25); null when there is none. */
  pending: ShippingLinePendingExceptions | null;
}

/** `parcelInfo`: what a parcel of this line may weigh and measure. */
export interface ShippingLineParcelInfo {
  /** kg */
  minimum_weight: number;
  /** kg */
  maximum_weight: number;
  maximum_volume: number;
  maximum_volume_unit: VolumeUnit;
  max_single_length: number;
  max_single_length_unit: LengthUnit;
  /** length + 2 × width + 2 × height */
  max_sum_three_side: number;
  max_sum_three_side_unit: LengthUnit;
}

/** `GET /merchants/shipping-lines/{id}` → `{ data: ShippingLineDetail }`. */
export interface ShippingLineDetail {
  id: string;
  status: ShippingLineStatus;
  created_at: string;
  updated_at: string;
  basicInfo: {
    displayInformation: ShippingLineDisplayInformation;
    routeInformation: ShippingLineRouteInformation;
    provinceAndCityInformation: ShippingLineCoveredProvince[];
    /** Null when the linked warehouse no longer exists. */
    warehouseInformation: ShippingLineWarehouse | null;
  };
  pricingInfo: {
    /**
     * Null only for a line stored without prices (lines made before prices existed, or planted
     * by a script); the first global pricing saved for it is in force at once.
     */
    globalPricingInfomation: ShippingLineGlobalPricing | null;
    exceptionPricingInformation: ShippingLineExceptionPricing;
  };
  /** Null until the size constraints are added (the Size tab then offers Add). */
  parcelInfo: ShippingLineParcelInfo | null;
}

// ---------------------------------------------------------------------------------------------
// Creation draft (POST /merchants/shipping-lines)
// ---------------------------------------------------------------------------------------------

/** Wizard step 1. */
export interface ShippingLineDraftMainRoute {
  departing_country: typeof SHIPPING_LINE_ORIGIN;
  arrival_country: SupportedCountry;
  transport_method: TransportType;
  goods_type: GoodsType;
  min_time: number;
  min_days_unit: DaysUnit;
  max_time: number;
  max_days_unit: DaysUnit;
  /** The name customers see (A49); absent, the line is named by its route code. */
  name?: string;
}

/**
 * A covered province. Names are matched against the destination's locations list (English name,
 * Chinese name or id, any case). With `all_cities`, `city_names` may be empty: every city of the
 * province is covered.
 */
export interface ShippingLineDraftProvince {
  province_name: string;
  all_cities: boolean;
  city_names: string[];
}

/** Wizard step 2. */
export interface ShippingLineDraftCoverage {
  all_provinces: boolean;
  provinces: ShippingLineDraftProvince[];
}

/**
 * An exception city as sent (wizard step 3 `pricing.cities[]`, and the exception PATCH's
 * `exception_arr[]`). It must be a covered city; `province_name` is needed only when two covered
 * provinces have a city of that name.
 */
export interface ShippingLineExceptionCityInput extends ShippingLinePricingValues {
  city_name: string;
  province_name?: string;
}

/** Wizard step 3. */
export interface ShippingLineDraftPricing extends ShippingLinePricingValues {
  currency: PricingCurrency;
  /** Exception cities (optional; none when left out). */
  cities?: ShippingLineExceptionCityInput[];
}

/** Wizard step 4. */
export interface ShippingLineDraftWarehouse {
  warehouse_id: string;
}

/**
 * `POST /merchants/shipping-lines` body: the wizard's draft. The new line is `pending` (A22), its
 * name is its route code until the merchant renames it, its pricing is in force at once.
 * Answers 201 `{ data: ShippingLineDetail }`.
 */
export interface ShippingLineDraft {
  mainRoute: ShippingLineDraftMainRoute;
  coverage: ShippingLineDraftCoverage;
  pricing: ShippingLineDraftPricing;
  warehouse: ShippingLineDraftWarehouse;
  /**
   * "I have completed payment" of the route's deposit (A20): recorded as a claim for staff to
   * verify in the same transaction as the line, so a refused line leaves no claim (A49). A route
   * whose claim is waiting already goes on with that one.
   */
  deposit?: ShippingLineDraftDeposit;
}

/** How the merchant paid the deposit the new line's route asks. */
export interface ShippingLineDraftDeposit {
  method: DepositPaymentMethod;
}

// ---------------------------------------------------------------------------------------------
// Section PATCHes (A24): PATCH /merchants/shipping-lines/{id}, one section at a time
// ---------------------------------------------------------------------------------------------

/** What the status menu offers (spec 4). */
export const SHIPPING_LINE_STATUS_ACTIONS = ['suspend', 'reactivate', 'delete'] as const;
export type ShippingLineStatusAction = (typeof SHIPPING_LINE_STATUS_ACTIONS)[number];

/** Size constraints as the size PATCH sends them (the detail names them `parcelInfo`). */
export interface ShippingLineSizeConstraintsInput {
  min_weight: number;
  max_weight: number;
  max_volume: number;
  max_volume_unit: VolumeUnit;
  max_single_length: number;
  max_single_length_unit: LengthUnit;
  max_sum_three_side: number;
  max_sum_three_side_unit: LengthUnit;
}

export interface ShippingLineStatusPatch {
  field: 'status';
  payload: { status: ShippingLineStatusAction };
}

export interface ShippingLineRoutePatch {
  field: 'basicInfo';
  part: 'routeInformation';
  payload: ShippingLineRouteTimes;
}

export interface ShippingLineWarehousePatch {
  field: 'basicInfo';
  part: 'warehouseInformation';
  payload: { warehouse_id: string };
}

export interface ShippingLineGlobalPricingPatch {
  field: 'pricingInfo';
  part: 'globalPricingInfomation';
  payload: ShippingLinePricingValues;
}

export interface ShippingLineExceptionPricingPatch {
  field: 'pricingInfo';
  part: 'exceptionPricingInformation';
  payload: { exception_arr: ShippingLineExceptionCityInput[] };
}

export interface ShippingLineSizePatch {
  field: 'parcelInfo';
  payload: ShippingLineSizeConstraintsInput;
}

/** Every JSON body of `PATCH /merchants/shipping-lines/{id}` (A24). Answers `{ data: ShippingLineDetail }`. */
export type ShippingLinePatch =
  | ShippingLineStatusPatch
  | ShippingLineRoutePatch
  | ShippingLineWarehousePatch
  | ShippingLineGlobalPricingPatch
  | ShippingLineExceptionPricingPatch
  | ShippingLineSizePatch;

/**
 * The display PATCH is multipart/form-data: these text fields plus an optional `image` file
 * (JPG or PNG, at most 4 MB, checked by its bytes). At least one of `name` and `image` is sent.
 */
export interface ShippingLineDisplayPatchFields {
  field: 'basicInfo';
  part: 'displayInformation';
  name?: string;
}

/** The sections a PATCH can name, one key per A24 body. */
export const SHIPPING_LINE_PATCH_SECTIONS = [
  'status',
  'displayInformation',
  'routeInformation',
  'warehouseInformation',
  'globalPricingInfomation',
  'exceptionPricingInformation',
  'parcelInfo',
] as const;
export type ShippingLinePatchSection = (typeof SHIPPING_LINE_PATCH_SECTIONS)[number];

// ---------------------------------------------------------------------------------------------
// Route options (GET /merchants/routes)
// ---------------------------------------------------------------------------------------------

/** A destination country with its names in both languages. */
export interface RouteDestination {
  code: SupportedCountry;
  name: string;
  zh_name: string;
}

/**
 * `GET /merchants/routes` → `{ data: RouteOptions }`: the enabled routes, as data the platform
 * can change. Keys are built by `shippingMethodsKey` and `contentTypesKey`.
 */
export interface RouteOptions {
  /** Destinations by origin country: `{ CN: [...] }`. */
  destinations: Partial<Record<string, RouteDestination[]>>;
  /** Transport methods per route, keyed `CN-{country}`, e.g. `CN-CA`. */
  shippingMethods: Partial<Record<string, TransportType[]>>;
  /** Goods types per route and method, keyed `CN-{country}-{method}`, e.g. `CN-CA-air`. */
  contentTypes: Partial<Record<string, GoodsType[]>>;
}

// ---------------------------------------------------------------------------------------------
// Deposit (GET /merchants/route-deposit; the payment claim goes with POST /merchants/shipping-lines)
// ---------------------------------------------------------------------------------------------

/** Deposits are paid in US dollars (spec 9). */
export const DEPOSIT_CURRENCY = 'USD' as const;

/** How the merchant paid the deposit (the QR codes of the deposit step). */
export const DEPOSIT_PAYMENT_METHODS = ['alipay', 'wechat'] as const;
export type DepositPaymentMethod = (typeof DEPOSIT_PAYMENT_METHODS)[number];

/** A payment claim waits for platform staff, who verify or refuse it (A20). */
export const DEPOSIT_CLAIM_STATUSES = ['claimed', 'verified', 'refused'] as const;
export type DepositClaimStatus = (typeof DEPOSIT_CLAIM_STATUSES)[number];

/** A discount on a route's deposit; the first one applies to a first line (A20). */
export interface RouteDepositDiscount {
  /** USD taken off the amount. */
  amount: number;
  /** What the discount is for, in English and Chinese. */
  description: string;
  zh_description: string;
}

/** `GET /merchants/route-deposit` query. */
export interface RouteDepositQuery {
  departing_country: string;
  arriving_country: string;
}

/**
 * `GET /merchants/route-deposit?departing_country&arriving_country` → `{ data: RouteDeposit }`;
 * 404 "No deposit amount for this route found. Please contact support" when the route has none.
 * What the merchant pays is `depositDue(deposit)`.
 */
export interface RouteDeposit {
  departing_country: SupportedCountry;
  arriving_country: SupportedCountry;
  /** USD, two decimals. */
  amount: number;
  currency: typeof DEPOSIT_CURRENCY;
  discounts: RouteDepositDiscount[];
}

/** A deposit payment claim, as staff's `pnpm ops deposits:claims` lists it. */
export interface DepositClaim {
  id: string;
  method: DepositPaymentMethod;
  departing_country: SupportedCountry;
  arriving_country: SupportedCountry;
  /** USD the merchant says they paid: the deposit due when the claim was made. */
  amount: number;
  currency: typeof DEPOSIT_CURRENCY;
  status: DepositClaimStatus;
  claimed_at: string;
}
