import type {
  DaysUnit,
  LengthUnit,
  LocationProvince,
  PerUnit,
  PricingUnit,
  ShippingLineCoveredProvince,
  ShippingLineExceptionCity,
  ShippingLineExceptionCityInput,
  ShippingLineParcelInfo,
  ShippingLinePricingValues,
  ShippingLineRouteInformation,
  ShippingLineRouteTimes,
  ShippingLineSizeConstraintsInput,
  VolumeUnit,
} from '@jiyun/domain';
import { DEFAULT_VOLUMETRIC_DIVISOR } from '@jiyun/domain';

/*
 * The section forms of a shipping line hold what the merchant types (text), and turn it into the
 * PATCH payload of A24 for the domain's schemas to judge. Each section is "changed" when its
 * payload differs from what the line shows.
 */

/** A number typed in a field: '' → undefined (the schema says it is required), '12.5' → 12.5. */
export function numberOfText(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

const textOf = (value: number | null | undefined): string => (value == null ? '' : String(value));

/** Whether two payloads hold the same values, key by key (numbers as numbers). */
function sameValues(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => left[key] === right[key]);
}

// ---------------------------------------------------------------------------------------------
// Route times
// ---------------------------------------------------------------------------------------------

export interface RouteTimesForm {
  min_working_days: string;
  min_days_unit: DaysUnit;
  max_working_days: string;
  max_days_unit: DaysUnit;
}

export function routeFormOf(route: ShippingLineRouteTimes): RouteTimesForm {
  return {
    min_working_days: textOf(route.min_working_days),
    min_days_unit: route.min_days_unit,
    max_working_days: textOf(route.max_working_days),
    max_days_unit: route.max_days_unit,
  };
}

/** The route PATCH payload; a blank time stays undefined for the schema to name. */
export function routeBodyOf(form: RouteTimesForm): Partial<ShippingLineRouteTimes> {
  return {
    min_working_days: numberOfText(form.min_working_days),
    min_days_unit: form.min_days_unit,
    max_working_days: numberOfText(form.max_working_days),
    max_days_unit: form.max_days_unit,
  };
}

export function routeChanged(route: ShippingLineRouteInformation, form: RouteTimesForm): boolean {
  const { min_working_days, min_days_unit, max_working_days, max_days_unit } = route;
  return !sameValues(
    { min_working_days, min_days_unit, max_working_days, max_days_unit },
    routeBodyOf(form),
  );
}

// ---------------------------------------------------------------------------------------------
// Pricing (global, and each exception city)
// ---------------------------------------------------------------------------------------------

export interface PricingForm {
  base_price: string;
  /** '0.5' or '1' (kg). */
  unit: string;
  additional_weight_price: string;
  per_unit: PerUnit;
  volumetric_divisor: string;
}

/**
 * The pricing form of shown values; for a line stored without prices, empty amounts with the
 * spec's defaults (0.5 kg, per kg, divisor 5000).
 */
export function pricingFormOf(values: ShippingLinePricingValues | null): PricingForm {
  if (!values) {
    return {
      base_price: '',
      unit: '0.5',
      additional_weight_price: '',
      per_unit: 'per_kg',
      volumetric_divisor: String(DEFAULT_VOLUMETRIC_DIVISOR),
    };
  }
  return {
    base_price: textOf(values.base_price),
    unit: textOf(values.unit),
    additional_weight_price: textOf(values.additional_weight_price),
    per_unit: values.per_unit,
    volumetric_divisor: textOf(values.volumetric_divisor),
  };
}

/** The five pricing values of A24 (numbers), as the schemas check them. */
export function pricingBodyOf(form: PricingForm): Record<keyof ShippingLinePricingValues, unknown> {
  return {
    base_price: numberOfText(form.base_price),
    unit: numberOfText(form.unit),
    additional_weight_price: numberOfText(form.additional_weight_price),
    per_unit: form.per_unit,
    volumetric_divisor: numberOfText(form.volumetric_divisor),
  };
}

const pricingValuesOf = ({
  base_price,
  unit,
  additional_weight_price,
  per_unit,
  volumetric_divisor,
}: ShippingLinePricingValues): ShippingLinePricingValues => ({
  base_price,
  unit,
  additional_weight_price,
  per_unit,
  volumetric_divisor,
});

/** The pricing unit of a checked value (the schema allows only 0.5 and 1). */
export function pricingUnitOf(value: number): PricingUnit {
  return value === 0.5 ? 0.5 : 1;
}

export function pricingChanged(
  shown: ShippingLinePricingValues | null,
  form: PricingForm,
): boolean {
  const before = shown ? pricingValuesOf(shown) : pricingBodyOf(pricingFormOf(null));
  return !sameValues(before, pricingBodyOf(form));
}

// ---------------------------------------------------------------------------------------------
// Exception cities (A19: editable under the pending rule of A25)
// ---------------------------------------------------------------------------------------------

/** One exception row of the form: the city (fixed) and its five values as typed. */
export interface ExceptionRow extends PricingForm {
  city_id: string;
  city_name: string;
  city_zh_name: string;
  province_id: string;
  province_name: string;
  province_zh_name: string;
}

export function exceptionRowOf(city: ShippingLineExceptionCity): ExceptionRow {
  return {
    city_id: city.city_id,
    city_name: city.city_name,
    city_zh_name: city.city_zh_name,
    province_id: city.province_id,
    province_name: city.province_name,
    province_zh_name: city.province_zh_name,
    ...pricingFormOf(city),
  };
}

/** A newly added city starts at base 0, additional 0, 1 kg, per kg, divisor 5000 (spec 9, A19). */
export function newExceptionRow(city: CoverableCity): ExceptionRow {
  return {
    city_id: city.id,
    city_name: city.name,
    city_zh_name: city.zh_name,
    province_id: city.province_id,
    province_name: city.province_name,
    province_zh_name: city.province_zh_name,
    base_price: '0',
    unit: '1',
    additional_weight_price: '0',
    per_unit: 'per_kg',
    volumetric_divisor: String(DEFAULT_VOLUMETRIC_DIVISOR),
  };
}

/**
 * The exception PATCH payload: every row by its city and province ids (the server matches ids,
 * so two cities of one name in two provinces stay apart).
 */
export function exceptionBodyOf(rows: readonly ExceptionRow[]): {
  exception_arr: Record<keyof ShippingLineExceptionCityInput, unknown>[];
} {
  return {
    exception_arr: rows.map((row) => ({
      city_name: row.city_id,
      province_name: row.province_id,
      ...pricingBodyOf(row),
    })),
  };
}

export function exceptionsChanged(
  shown: readonly ShippingLineExceptionCity[],
  rows: readonly ExceptionRow[],
): boolean {
  if (shown.length !== rows.length) return true;
  return shown.some((city, index) => {
    const row = rows[index];
    return (
      row === undefined ||
      row.city_id !== city.city_id ||
      !sameValues(pricingValuesOf(city), pricingBodyOf(row))
    );
  });
}

/** A city the line covers, with its province: what an exception may name. */
export interface CoverableCity {
  id: string;
  name: string;
  zh_name: string;
  province_id: string;
  province_name: string;
  province_zh_name: string;
}

/**
 * The cities a line covers, from its coverage and the destination's complete locations list: a
 * province covered with "all cities" offers every city of the list, another only its chosen ones.
 */
export function coveredCities(
  coverage: readonly ShippingLineCoveredProvince[],
  locations: readonly LocationProvince[],
): CoverableCity[] {
  return coverage.flatMap((province) => {
    const listed = locations.find((place) => place.id === province.id);
    const cities = province.all_cities && listed ? listed.cities : province.arrival_cities;
    return cities.map((city) => ({
      id: city.id,
      name: city.name,
      zh_name: city.zh_name,
      province_id: province.id,
      province_name: province.arrival_province,
      province_zh_name: province.zh_name,
    }));
  });
}

// ---------------------------------------------------------------------------------------------
// Size constraints
// ---------------------------------------------------------------------------------------------

export interface SizeForm {
  min_weight: string;
  max_weight: string;
  max_volume: string;
  max_volume_unit: VolumeUnit;
  max_single_length: string;
  max_single_length_unit: LengthUnit;
  max_sum_three_side: string;
  max_sum_three_side_unit: LengthUnit;
}

/** The size form of a line; empty fields (cm, cubic cm) when none were added yet. */
export function sizeFormOf(parcel: ShippingLineParcelInfo | null): SizeForm {
  return {
    min_weight: textOf(parcel?.minimum_weight),
    max_weight: textOf(parcel?.maximum_weight),
    max_volume: textOf(parcel?.maximum_volume),
    max_volume_unit: parcel?.maximum_volume_unit ?? 'cubic_cm',
    max_single_length: textOf(parcel?.max_single_length),
    max_single_length_unit: parcel?.max_single_length_unit ?? 'cm',
    max_sum_three_side: textOf(parcel?.max_sum_three_side),
    max_sum_three_side_unit: parcel?.max_sum_three_side_unit ?? 'cm',
  };
}

export function sizeBodyOf(
  form: SizeForm,
): Record<keyof ShippingLineSizeConstraintsInput, unknown> {
  return {
    min_weight: numberOfText(form.min_weight),
    max_weight: numberOfText(form.max_weight),
    max_volume: numberOfText(form.max_volume),
    max_volume_unit: form.max_volume_unit,
    max_single_length: numberOfText(form.max_single_length),
    max_single_length_unit: form.max_single_length_unit,
    max_sum_three_side: numberOfText(form.max_sum_three_side),
    max_sum_three_side_unit: form.max_sum_three_side_unit,
  };
}

export function sizeChanged(parcel: ShippingLineParcelInfo | null, form: SizeForm): boolean {
  return !sameValues(sizeBodyOf(sizeFormOf(parcel)), sizeBodyOf(form));
}
