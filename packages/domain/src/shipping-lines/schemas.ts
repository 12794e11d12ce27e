import { array, boolean, number, object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { querySchema } from '../api/query.js';
import { hasAtMostDecimals } from '../numbers/decimals.js';
import { SUPPORTED_COUNTRIES } from '../locations/countries.js';
import { GOODS_TYPES, TRANSPORT_TYPES } from './route-code.js';
import { minTimeBeforeMax } from './rules.js';
import type { ShippingLinePatchSection } from './types.js';
import {
  DAYS_UNITS,
  DEPOSIT_PAYMENT_METHODS,
  LENGTH_UNITS,
  PER_UNITS,
  PRICING_CURRENCIES,
  PRICING_UNITS,
  SHIPPING_LINE_ORIGIN,
  SHIPPING_LINE_STATUS_ACTIONS,
  VOLUME_UNITS,
} from './types.js';

/**
 * Request schemas of the shipping-line area. Each message names the field by its path
 * (`mainRoute.min_time`, `coverage.provinces[0].city_names`); each rule has a stable name (yup's
 * `required`, `min`, `max`, `integer`, `oneOf`, and ours: `not-blank`, `min-before-max`,
 * `decimals`, `has-city`, `unique`, `min-weight-below-max`) for the app's failure → i18n map.
 * JSON bodies are strict: a number sent as text is refused, not converted.
 */

export const SHIPPING_LINE_NAME_MAX = 100;
/** A line's picture: JPG or PNG of at most 4 MB, as a warehouse's (A24). */
export const SHIPPING_LINE_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/** A route time above a year (in days or in weeks) is a typo. */
export const ROUTE_TIME_MAX = 365;
/** Highest price (CNY) and highest divisor accepted. */
export const SHIPPING_PRICE_MAX = 1_000_000;
export const VOLUMETRIC_DIVISOR_MAX = 1_000_000;
/** Highest value of a size constraint (kg, cm, m, cubic cm or cubic m). */
export const SIZE_VALUE_MAX = 1_000_000_000;
export const COVERAGE_PROVINCES_MAX = 200;
export const COVERAGE_CITIES_MAX = 1000;
export const EXCEPTION_CITIES_MAX = 200;
const PLACE_NAME_MAX = 100;

function filledText(max: number) {
  return string()
    .required('${path} is required.')
    .test('not-blank', '${path} is required.', (value) => value == null || value.trim() !== '')
    .max(max, `\${path} must be at most ${max} characters.`);
}

function choice<T extends string>(values: readonly T[], message: string) {
  return string<T>().required('${path} is required.').oneOf(values, message);
}

/** A whole number from 1 to `max`. */
function wholeNumber(max: number) {
  return number()
    .required('${path} is required.')
    .integer('${path} must be a whole number.')
    .moreThan(0, '${path} must be greater than 0.')
    .max(max, `\${path} must be at most ${max}.`);
}

/** A CNY amount with at most two decimals: above 0, or from 0 when `zeroAllowed` (A19). */
function price(zeroAllowed: boolean) {
  const base = number().required('${path} is required.');
  return (
    zeroAllowed
      ? base.min(0, '${path} must be 0 or more.')
      : base.moreThan(0, '${path} must be greater than 0.')
  )
    .max(SHIPPING_PRICE_MAX, `\${path} must be at most ${SHIPPING_PRICE_MAX}.`)
    .test('decimals', '${path} must have at most 2 decimals.', (value) =>
      value == null ? true : hasAtMostDecimals(value, 2),
    );
}

/** A measurement above 0 (size constraints), at most three decimals. */
function measure() {
  return number()
    .required('${path} is required.')
    .moreThan(0, '${path} must be greater than 0.')
    .max(SIZE_VALUE_MAX, `\${path} must be at most ${SIZE_VALUE_MAX}.`)
    .test('decimals', '${path} must have at most 3 decimals.', (value) =>
      value == null ? true : hasAtMostDecimals(value, 3),
    );
}

function pricingFields(zeroPricesAllowed: boolean) {
  return {
    base_price: price(zeroPricesAllowed),
    unit: number<(typeof PRICING_UNITS)[number]>()
      .required('${path} is required.')
      .oneOf(PRICING_UNITS, '${path} must be 0.5 or 1.'),
    additional_weight_price: price(zeroPricesAllowed),
    per_unit: choice(PER_UNITS, '${path} must be per_half_kg or per_kg.'),
    volumetric_divisor: number()
      .required('${path} is required.')
      .moreThan(0, '${path} must be greater than 0.')
      .max(VOLUMETRIC_DIVISOR_MAX, `\${path} must be at most ${VOLUMETRIC_DIVISOR_MAX}.`)
      .test('decimals', '${path} must have at most 2 decimals.', (value) =>
        value == null ? true : hasAtMostDecimals(value, 2),
      ),
  };
}

const daysUnit = choice(DAYS_UNITS, '${path} must be days or weeks.');

/**
 * Route times: both above 0, the shortest shorter than the longest compared in days (A18); the
 * `min-before-max` failure sits on the shortest time.
 */
function routeTimeFields<
  Min extends string,
  MinUnit extends string,
  Max extends string,
  MaxUnit extends string,
>(min: Min, minUnit: MinUnit, max: Max, maxUnit: MaxUnit) {
  const shortest = wholeNumber(ROUTE_TIME_MAX).test(
    'min-before-max',
    `\${path} must be less than ${max}.`,
    function minBeforeMax(value) {
      const parent = this.parent as Record<string, unknown>;
      const [longest, fromUnit, toUnit] = [parent[max], parent[minUnit], parent[maxUnit]];
      if (!isWholeAboveZero(value) || !isWholeAboveZero(longest)) return true;
      if (!isDaysUnit(fromUnit) || !isDaysUnit(toUnit)) return true;
      return minTimeBeforeMax(value, fromUnit, longest, toUnit);
    },
  );
  return {
    [min]: shortest,
    [minUnit]: daysUnit,
    [max]: wholeNumber(ROUTE_TIME_MAX),
    [maxUnit]: daysUnit,
  } as Record<Min | Max, typeof shortest> & Record<MinUnit | MaxUnit, typeof daysUnit>;
}

function isWholeAboveZero(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function isDaysUnit(value: unknown): value is (typeof DAYS_UNITS)[number] {
  return (DAYS_UNITS as readonly unknown[]).includes(value);
}

/** A nested object names itself; a body (or a form's values) at the root does not. */
function UNKNOWN_FIELD(params: { path?: string; unknown?: unknown }): string {
  const unknown = String(params.unknown);
  return params.path && params.path !== 'this'
    ? `${params.path} has an unknown field: ${unknown}.`
    : `Unknown field: ${unknown}.`;
}
const UNKNOWN_BODY_FIELD = 'Unknown field: ${unknown}.';

/** Exception cities as sent: each a city name (province only to tell two cities apart) and five values. */
const exceptionCities = array()
  .of(
    object({
      city_name: filledText(PLACE_NAME_MAX),
      province_name: string()
        .optional()
        .test(
          'not-blank',
          '${path} must not be blank.',
          (value) => value == null || value.trim() !== '',
        )
        .max(PLACE_NAME_MAX, `\${path} must be at most ${PLACE_NAME_MAX} characters.`),
      ...pricingFields(true),
    }).noUnknown(UNKNOWN_FIELD),
  )
  .max(EXCEPTION_CITIES_MAX, `\${path} must hold at most ${EXCEPTION_CITIES_MAX} cities.`)
  .test('unique', '${path} names a city twice.', (cities) => {
    if (!Array.isArray(cities)) return true;
    // The list's own test runs beside its items' tests, so on what was sent: an item that is no
    // object or names no city in text is reported by its own test, and not compared here.
    const keys = (cities as unknown[]).flatMap((city) => {
      if (typeof city !== 'object' || city === null) return [];
      const { city_name: name, province_name: province } = city as Record<string, unknown>;
      if (typeof name !== 'string' || (province != null && typeof province !== 'string')) {
        return [];
      }
      return [`${(province ?? '').trim().toLowerCase()}|${name.trim().toLowerCase()}`];
    });
    return new Set(keys).size === keys.length;
  });

// ---------------------------------------------------------------------------------------------
// POST /merchants/shipping-lines
// ---------------------------------------------------------------------------------------------

/** Wizard step 1 (`mainRoute`). */
export const mainRouteSchema = object({
  departing_country: string()
    .required('${path} is required.')
    .oneOf([SHIPPING_LINE_ORIGIN], '${path} must be CN.'),
  arrival_country: choice(
    SUPPORTED_COUNTRIES,
    '${path} must be one of the 23 supported countries.',
  ).test(
    'not-origin',
    '${path} must be another country than CN.',
    (value) => value !== SHIPPING_LINE_ORIGIN,
  ),
  transport_method: choice(TRANSPORT_TYPES, '${path} must be air or sea.'),
  goods_type: choice(GOODS_TYPES, '${path} must be general or sensitive.'),
  ...routeTimeFields('min_time', 'min_days_unit', 'max_time', 'max_days_unit'),
  // The name customers see (A49); a line created without one is named by its route code.
  name: string()
    .optional()
    .test('not-blank', '${path} is required.', (value) => value == null || value.trim() !== '')
    .max(SHIPPING_LINE_NAME_MAX, `\${path} must be at most ${SHIPPING_LINE_NAME_MAX} characters.`),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** Wizard step 1 as the wizard asks it: the display name is required there (A49). */
export const wizardMainRouteSchema = mainRouteSchema.shape({
  name: filledText(SHIPPING_LINE_NAME_MAX),
});

/** Wizard step 2 (`coverage`): at least one province, each with at least one city (or all of them). */
export const coverageSchema = object({
  all_provinces: boolean().required('${path} is required.'),
  provinces: array()
    .of(
      object({
        province_name: filledText(PLACE_NAME_MAX),
        all_cities: boolean().required('${path} is required.'),
        city_names: array()
          .of(filledText(PLACE_NAME_MAX))
          .required('${path} is required.')
          .max(COVERAGE_CITIES_MAX, `\${path} must hold at most ${COVERAGE_CITIES_MAX} cities.`)
          .test('has-city', '${path} must name at least one city.', function hasCity(cities) {
            const parent = this.parent as { all_cities?: unknown };
            return parent.all_cities === true || (cities?.length ?? 0) > 0;
          }),
      }).noUnknown(UNKNOWN_FIELD),
    )
    .required('${path} is required.')
    .min(1, '${path} must name at least one province.')
    .max(COVERAGE_PROVINCES_MAX, `\${path} must hold at most ${COVERAGE_PROVINCES_MAX} provinces.`),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** Wizard step 3 (`pricing`): all five above 0 (global); exception cities optional, prices from 0 (A19). */
export const pricingSchema = object({
  currency: choice(PRICING_CURRENCIES, '${path} must be CNY.'),
  ...pricingFields(false),
  cities: exceptionCities.optional(),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** Wizard step 4 (`warehouse`). */
export const warehouseChoiceSchema = object({
  warehouse_id: string().required('${path} is required.').uuid('${path} must be a warehouse id.'),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** `POST /merchants/shipping-lines`: the whole draft. */
export const shippingLineDraftSchema = object({
  mainRoute: mainRouteSchema.required('mainRoute is required.'),
  coverage: coverageSchema.required('coverage is required.'),
  pricing: pricingSchema.required('pricing is required.'),
  warehouse: warehouseChoiceSchema.required('warehouse is required.'),
  deposit: object({ method: choice(DEPOSIT_PAYMENT_METHODS, '${path} must be alipay or wechat.') })
    .noUnknown(UNKNOWN_FIELD)
    .strict()
    .default(undefined),
})
  .noUnknown(UNKNOWN_BODY_FIELD)
  .strict();

// ---------------------------------------------------------------------------------------------
// PATCH /merchants/shipping-lines/{id} (A24): one schema per section
// ---------------------------------------------------------------------------------------------

/** Route PATCH payload (and the route edit form). */
export const routeTimesSchema = object(
  routeTimeFields('min_working_days', 'min_days_unit', 'max_working_days', 'max_days_unit'),
)
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** Global-pricing PATCH payload (and the global pricing form): all five above 0. */
export const globalPricingSchema = object(pricingFields(false)).noUnknown(UNKNOWN_FIELD).strict();

/** One exception city (the exception form's row): prices from 0, divisor above 0 (A19). */
export const exceptionCitySchema = exceptionCities.innerType as ObjectSchema<{
  city_name: string;
  province_name?: string;
  base_price: number;
  unit: number;
  additional_weight_price: number;
  per_unit: (typeof PER_UNITS)[number];
  volumetric_divisor: number;
}>;

/**
 * Exception PATCH payload: the whole new list. An empty list removes every exception (after the
 * 30 days of A25, like any pricing change).
 */
export const exceptionPricingSchema = object({
  exception_arr: exceptionCities.required('${path} is required.'),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** Size PATCH payload (and the size form): all eight set, every value above 0, min below max weight. */
export const sizeConstraintsSchema = object({
  min_weight: measure().test(
    'min-weight-below-max',
    '${path} must be less than max_weight.',
    function minBelowMax(value) {
      const max = (this.parent as { max_weight?: unknown }).max_weight;
      return typeof value !== 'number' || typeof max !== 'number' || max <= 0 || value < max;
    },
  ),
  max_weight: measure(),
  max_volume: measure(),
  max_volume_unit: choice(VOLUME_UNITS, '${path} must be cubic_cm or cubic_m.'),
  max_single_length: measure(),
  max_single_length_unit: choice(LENGTH_UNITS, '${path} must be cm or m.'),
  max_sum_three_side: measure(),
  max_sum_three_side_unit: choice(LENGTH_UNITS, '${path} must be cm or m.'),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** Display PATCH text fields (multipart): the name, if sent, is not blank. */
export const displayInformationSchema = object({
  field: constant('basicInfo', 'field'),
  part: constant('displayInformation', 'part'),
  name: string()
    .optional()
    .test('not-blank', 'name is required.', (value) => value == null || value.trim() !== '')
    .max(SHIPPING_LINE_NAME_MAX, `name must be at most ${SHIPPING_LINE_NAME_MAX} characters.`),
})
  .noUnknown(UNKNOWN_BODY_FIELD)
  .strict();

/** The display edit form: the name is required. */
export const shippingLineNameSchema = object({
  name: filledText(SHIPPING_LINE_NAME_MAX),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

function constant<T extends string>(value: T, name: string) {
  return string<T>().required(`${name} is required.`).oneOf([value], `${name} must be ${value}.`);
}

/** A PATCH body of a section without a part: `{ field, payload }`. */
function fieldEnvelope<F extends string, T extends object>(field: F, payload: ObjectSchema<T>) {
  return object({
    field: constant(field, 'field'),
    payload: payload.required('payload is required.'),
  })
    .noUnknown(UNKNOWN_BODY_FIELD)
    .strict();
}

/** A PATCH body of a section with a part: `{ field, part, payload }`. */
function partEnvelope<F extends string, P extends string, T extends object>(
  field: F,
  part: P,
  payload: ObjectSchema<T>,
) {
  return object({
    field: constant(field, 'field'),
    part: constant(part, 'part'),
    payload: payload.required('payload is required.'),
  })
    .noUnknown(UNKNOWN_BODY_FIELD)
    .strict();
}

/** Status PATCH payload. */
export const statusChangeSchema = object({
  status: choice(SHIPPING_LINE_STATUS_ACTIONS, '${path} must be suspend, reactivate or delete.'),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** The JSON bodies of A24, one per section (display is multipart: `displayInformationSchema`). */
export const shippingLinePatchSchemas = {
  status: fieldEnvelope('status', statusChangeSchema),
  routeInformation: partEnvelope('basicInfo', 'routeInformation', routeTimesSchema),
  warehouseInformation: partEnvelope('basicInfo', 'warehouseInformation', warehouseChoiceSchema),
  globalPricingInfomation: partEnvelope(
    'pricingInfo',
    'globalPricingInfomation',
    globalPricingSchema,
  ),
  exceptionPricingInformation: partEnvelope(
    'pricingInfo',
    'exceptionPricingInformation',
    exceptionPricingSchema,
  ),
  parcelInfo: fieldEnvelope('parcelInfo', sizeConstraintsSchema),
} as const;

/** The message of a PATCH whose `field` and `part` name no section of A24. */
export const UNKNOWN_PATCH_SECTION =
  'field and part must name a section: status; basicInfo with displayInformation, routeInformation or warehouseInformation; pricingInfo with globalPricingInfomation or exceptionPricingInformation; parcelInfo.';

/** Which A24 section a PATCH body names by its `field` and `part`; null when none. */
export function shippingLinePatchSection(body: {
  field?: unknown;
  part?: unknown;
}): ShippingLinePatchSection | null {
  switch (body.field) {
    case 'status':
      return 'status';
    case 'parcelInfo':
      return 'parcelInfo';
    case 'basicInfo':
      return body.part === 'displayInformation' ||
        body.part === 'routeInformation' ||
        body.part === 'warehouseInformation'
        ? body.part
        : null;
    case 'pricingInfo':
      return body.part === 'globalPricingInfomation' || body.part === 'exceptionPricingInformation'
        ? body.part
        : null;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Route deposit
// ---------------------------------------------------------------------------------------------

const countryParameter = string()
  .required('${path} is required.')
  .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  .oneOf(SUPPORTED_COUNTRIES, '${path} must be one of the 23 supported countries.');

/** `GET /merchants/route-deposit` query. */
export const routeDepositQuerySchema = querySchema({
  departing_country: countryParameter,
  arriving_country: countryParameter,
});
