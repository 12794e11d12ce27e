import {
  PARCEL_SIDE_DECIMALS,
  PARCEL_SIDE_MAX_CM,
  PARCEL_WEIGHT_DECIMALS,
  PARCEL_WEIGHT_MAX_KG,
} from '../parcels/schemas.js';
import { priceFor } from './price.js';
import type { ExchangeRate, PriceResult } from './price.js';
import { pricesInForce, pricingDayStart } from './schedule.js';
import type { PackageMeasures, PricedLine } from './types.js';

/** The Price tab's calculator fields, as typed. */
export interface PriceCalculatorInput {
  weight: string;
  length: string;
  width: string;
  height: string;
  /** The destination city; blank prices with the global pricing. */
  city: string;
}

export type PriceCalculatorField = Exclude<keyof PriceCalculatorInput, 'city'>;

/**
 * Why a field cannot be priced: `required` (blank), `number` (not digits with one optional dot),
 * `positive` (0), `decimals` (more than the parcel forms keep), `max` (above the parcel forms' limit).
 */
export type PriceCalculatorRule = 'required' | 'number' | 'positive' | 'decimals' | 'max';

export type PriceCalculatorResult =
  | { ok: false; fieldErrors: Partial<Record<PriceCalculatorField, PriceCalculatorRule>> }
  | {
      ok: true;
      /** Under the prices in force today. */
      current: PriceResult;
      /** Under the pending prices, from their effective date; null when nothing is pending. */
      pending: { effectiveDate: string; result: PriceResult } | null;
    };

const NUMBER_TEXT = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

const LIMITS: Record<PriceCalculatorField, { max: number; decimals: number }> = {
  weight: { max: PARCEL_WEIGHT_MAX_KG, decimals: PARCEL_WEIGHT_DECIMALS },
  length: { max: PARCEL_SIDE_MAX_CM, decimals: PARCEL_SIDE_DECIMALS },
  width: { max: PARCEL_SIDE_MAX_CM, decimals: PARCEL_SIDE_DECIMALS },
  height: { max: PARCEL_SIDE_MAX_CM, decimals: PARCEL_SIDE_DECIMALS },
};

/** A typed measure as a number, or the rule it breaks. */
function readMeasure(
  text: string,
  { max, decimals }: { max: number; decimals: number },
): number | PriceCalculatorRule {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  const match = NUMBER_TEXT.exec(trimmed);
  if (!match) return 'number';
  const fraction = match[2] ?? match[3] ?? '';
  const value = Number(trimmed);
  if (value <= 0) return 'positive';
  if (fraction.replace(/0+$/, '').length > decimals) return 'decimals';
  if (value > max) return 'max';
  return value;
}

/**
 * The Price tab's calculator (pure): the typed weight, sides and city checked like the parcel
 * forms check them, then priced on `line` at `now` — under the prices in force and, when a change
 * is pending, under the pending prices from their effective date too.
 */
export function priceCalculator(
  line: PricedLine,
  input: PriceCalculatorInput,
  now: Date,
  rate?: ExchangeRate,
): PriceCalculatorResult {
  const fieldErrors: Partial<Record<PriceCalculatorField, PriceCalculatorRule>> = {};
  const values: Partial<Record<PriceCalculatorField, number>> = {};
  for (const field of ['weight', 'length', 'width', 'height'] as const) {
    const read = readMeasure(input[field], LIMITS[field]);
    if (typeof read === 'number') values[field] = read;
    else fieldErrors[field] = read;
  }
  const { weight, length, width, height } = values;
  if (weight === undefined || length === undefined || width === undefined || height === undefined) {
    return { ok: false, fieldErrors };
  }
  const measures: PackageMeasures = { weight, length, width, height };
  const city = input.city.trim() === '' ? null : input.city;
  const current = priceFor(line, measures, city, now, rate);
  const { pending } = pricesInForce(line.schedule, now);
  return {
    ok: true,
    current,
    pending:
      pending === null
        ? null
        : {
            effectiveDate: pending.effective_date,
            result: priceFor(line, measures, city, pricingDayStart(pending.effective_date), rate),
          },
  };
}
