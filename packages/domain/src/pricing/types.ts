/** Prices are set in Chinese yuan (spec §9; decisions.md A21). */
export const PRICING_CURRENCIES = ['CNY'] as const;
export type PricingCurrency = (typeof PRICING_CURRENCIES)[number];

/** The first weight unit a line charges its base price for, in kg. */
export const PRICING_UNITS = [0.5, 1] as const;
export type PricingUnit = (typeof PRICING_UNITS)[number];

/** The step every further started weight is charged in (the "additional unit"). */
export const PER_UNITS = ['per_half_kg', 'per_kg'] as const;
export type PerUnit = (typeof PER_UNITS)[number];

/** The dimensional factor a new line starts with (spec §9). */
export const DEFAULT_VOLUMETRIC_DIVISOR = 5000;

/** A line's global pricing, as `pricingInfo.globalPricingInfomation` holds it. */
export interface LinePricing {
  currency: PricingCurrency;
  /** CNY for the first `unit` kg; 2 decimals. */
  base_price: number;
  /** CNY for every further started `per_unit` step; 2 decimals. */
  additional_weight_price: number;
  unit: PricingUnit;
  per_unit: PerUnit;
  /** cm³ per kg: volumetric weight = L × W × H / divisor. */
  volumetric_divisor: number;
}

/** The pricing of one destination city that differs from the line's global pricing (A19). */
export interface ExceptionCityPricing extends LinePricing {
  city_name: string;
  city_zh_name?: string | null;
}

/** Everything that prices a parcel on a line at one time: global and exception cities. */
export interface PricingSet {
  global: LinePricing;
  exceptions: ExceptionCityPricing[];
}

/** A saved pricing change waiting for its effective date (A25). */
export interface PendingPricing {
  pricing: PricingSet;
  /** When the change was saved (ISO date-time). */
  saved_at: string;
  /** The first day (Asia/Shanghai, YYYY-MM-DD) the change is in force: 30 days after the save. */
  effective_date: string;
}

/** A line's prices in force and the change waiting, if any (A25). */
export interface PricingSchedule {
  current: PricingSet;
  /** The first day (Asia/Shanghai, YYYY-MM-DD) the current prices were in force; null if unknown. */
  current_since: string | null;
  pending: PendingPricing | null;
}

/** A pricing save: the global card, the exception-city card, or both. */
export interface PricingChange {
  global?: LinePricing;
  exceptions?: ExceptionCityPricing[];
}

export const VOLUME_UNITS = ['cubic_cm', 'cubic_m'] as const;
export type VolumeUnit = (typeof VOLUME_UNITS)[number];

export const LENGTH_UNITS = ['cm', 'm'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** A line's parcel size constraints (`parcelInfo`), the eight fields of the Size tab. */
export interface SizeConstraints {
  /** kg */
  min_weight: number;
  /** kg */
  max_weight: number;
  max_volume: number;
  max_volume_unit: VolumeUnit;
  /** The longest side may be at most this. */
  max_single_length: number;
  max_single_length_unit: LengthUnit;
  /** Longest side + 2 × each of the other two may be at most this. */
  max_sum_three_side: number;
  max_sum_three_side_unit: LengthUnit;
}

/** A package as measured: weight in kg, sides in cm. */
export interface PackageMeasures {
  weight: number;
  length: number;
  width: number;
  height: number;
}

/** What prices a parcel on a line: its pricing schedule and its size constraints (if set). */
export interface PricedLine {
  schedule: PricingSchedule;
  size: SizeConstraints | null;
}
