import { cityKey } from './city.js';
import { divideToScale, multiply, ONE, toDecimal } from './decimal.js';
import { pricesInForce } from './schedule.js';
import { sizeRefusals } from './size.js';
import type { SizeRefusal } from './size.js';
import type {
  ExceptionCityPricing,
  LinePricing,
  PackageMeasures,
  PricedLine,
  PricingCurrency,
  PricingSet,
} from './types.js';
import { chargeableWeightGrams, checkMeasures, toGrams, volumetricGrams } from './weight.js';

export type PricingUsed = 'global' | `exception:${string}`;

export interface CityPricing {
  pricing: LinePricing;
  used: PricingUsed;
}

/**
 * The pricing for a destination city: the exception city's when the city has one (matched on
 * its name or Chinese name, case and accents ignored), else the global pricing.
 */
export function pricingForCity(set: PricingSet, city: string | null | undefined): CityPricing {
  const key = city == null ? '' : cityKey(city);
  const exception: ExceptionCityPricing | undefined =
    key === ''
      ? undefined
      : set.exceptions.find(
          (candidate) =>
            cityKey(candidate.city_name) === key ||
            (candidate.city_zh_name != null && cityKey(candidate.city_zh_name) === key),
        );
  if (exception === undefined) return { pricing: set.global, used: 'global' };
  return { pricing: exception, used: `exception:${exception.city_name}` };
}

/** The platform's exchange rate of the day: units of `currency` for one CNY (A21). */
export interface ExchangeRate {
  currency: string;
  /** Settlement currency per 1 CNY, e.g. 0.1932 CAD. */
  rate: number;
  /** The day the rate is the platform's rate for (YYYY-MM-DD). */
  date: string;
}

/** Yuan as whole fen; prices have at most 2 decimals, a third is rounded half up. */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`A price must be a number of at least 0 (got ${amount}).`);
  }
  return Number(divideToScale(toDecimal(amount), ONE, 2, 'half-up'));
}

/**
 * An amount in fen converted at `rate` into cents of the settlement currency: the exact product,
 * rounded half up to the cent once (ADR 0041).
 */
export function convertMinorUnits(minor: number, rate: number): number {
  if (!Number.isFinite(rate) || rate <= 0) {
    throw new RangeError(`An exchange rate must be greater than 0 (got ${rate}).`);
  }
  return Number(divideToScale(multiply(toDecimal(minor), toDecimal(rate)), ONE, 0, 'half-up'));
}

export interface PriceBreakdown {
  /** kg, as weighed (to the gram). */
  actualWeight: number;
  /** kg: L × W × H / divisor, a started gram counting. */
  volumetricWeight: number;
  /** kg: the larger of the two, rounded up in the line's units. */
  chargeableWeight: number;
  firstUnit: { weight: number; price: number };
  additional: { units: number; unitWeight: number; unitPrice: number; amount: number };
  currency: PricingCurrency;
  /** CNY: first unit price + additional amount. */
  total: number;
  pricingUsed: PricingUsed;
  /** The first day the prices used were in force (Asia/Shanghai, YYYY-MM-DD); null if unknown. */
  pricesInForceSince: string | null;
  /** The total in the settlement currency, with the rate used; null when no rate was given. */
  converted: { currency: string; rate: number; rateDate: string; total: number } | null;
}

export type PriceResult =
  { ok: true; breakdown: PriceBreakdown } | { ok: false; refusals: SizeRefusal[] };

/** The price of a parcel under one pricing (no size check, no schedule). */
export function priceWith(
  pricing: LinePricing,
  measures: PackageMeasures,
): Pick<
  PriceBreakdown,
  | 'actualWeight'
  | 'volumetricWeight'
  | 'chargeableWeight'
  | 'firstUnit'
  | 'additional'
  | 'currency'
  | 'total'
> & { totalMinor: number } {
  const actual = toGrams(measures.weight);
  const volumetric = volumetricGrams(measures, pricing.volumetric_divisor);
  const weight = chargeableWeightGrams(actual, volumetric, pricing);
  const base = toMinorUnits(pricing.base_price);
  const perStep = toMinorUnits(pricing.additional_weight_price);
  const additionalMinor = weight.additionalUnits * perStep;
  const totalMinor = base + additionalMinor;
  return {
    actualWeight: actual / 1000,
    volumetricWeight: volumetric / 1000,
    chargeableWeight: weight.chargeable,
    firstUnit: { weight: weight.firstUnit, price: base / 100 },
    additional: {
      units: weight.additionalUnits,
      unitWeight: weight.additionalUnit,
      unitPrice: perStep / 100,
      amount: additionalMinor / 100,
    },
    currency: pricing.currency,
    total: totalMinor / 100,
    totalMinor,
  };
}

/**
 * The price of a parcel on a line for a destination city on the day of `at` (ADR 0041): every
 * size constraint it breaks, or the breakdown under the prices in force that day (the exception
 * city's when the city has one), converted at `rate` when one is given. Measures that are not
 * numbers above 0 are the caller's mistake (the request schemas refuse them) and throw a RangeError.
 */
export function priceFor(
  line: PricedLine,
  measures: PackageMeasures,
  city: string | null | undefined,
  at: Date,
  rate?: ExchangeRate,
): PriceResult {
  checkMeasures(measures);
  const refusals = sizeRefusals(line.size, measures);
  if (refusals.length > 0) return { ok: false, refusals };
  const inForce = pricesInForce(line.schedule, at);
  const { pricing, used } = pricingForCity(inForce.pricing, city);
  const { totalMinor, ...price } = priceWith(pricing, measures);
  return {
    ok: true,
    breakdown: {
      ...price,
      pricingUsed: used,
      pricesInForceSince: inForce.since,
      converted:
        rate === undefined
          ? null
          : {
              currency: rate.currency,
              rate: rate.rate,
              rateDate: rate.date,
              total: convertMinorUnits(totalMinor, rate.rate) / 100,
            },
    },
  };
}
