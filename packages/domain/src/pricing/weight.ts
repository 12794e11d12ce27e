import { divideToScale, multiply, ONE, toDecimal } from './decimal.js';
import type { LinePricing, PackageMeasures, PerUnit } from './types.js';

const GRAMS_PER_KG = 1000;

/** The step, in grams, every further started weight is charged in. */
export function perUnitGrams(perUnit: PerUnit): number {
  return perUnit === 'per_half_kg' ? 500 : 1000;
}

/** Throws a RangeError naming `name` unless `value` is a finite number above 0. */
export function checkPositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${name} must be a number greater than 0 (got ${value}).`);
  }
}

/** A weight in kg as whole grams, a started gram counting as one. */
export function toGrams(kg: number): number {
  checkPositive('weight', kg);
  return Number(divideToScale(toDecimal(kg), ONE, 3, 'up'));
}

/**
 * Volumetric weight in grams: L × W × H (cm) / divisor, computed exactly and rounded up to the
 * gram (ADR 0041).
 */
export function volumetricGrams(
  measures: Pick<PackageMeasures, 'length' | 'width' | 'height'>,
  divisor: number,
): number {
  checkPositive('length', measures.length);
  checkPositive('width', measures.width);
  checkPositive('height', measures.height);
  checkPositive('volumetric_divisor', divisor);
  const volume = multiply(
    multiply(toDecimal(measures.length), toDecimal(measures.width)),
    toDecimal(measures.height),
  );
  return Number(divideToScale(volume, toDecimal(divisor), 3, 'up'));
}

/** Volumetric weight in kg (3 decimals): L × W × H / divisor, a started gram counting. */
/** Throws a RangeError naming the first measure that is not a number above 0. */
export function checkMeasures(measures: PackageMeasures): void {
  checkPositive('weight', measures.weight);
  checkPositive('length', measures.length);
  checkPositive('width', measures.width);
  checkPositive('height', measures.height);
}

export function volumetricWeight(
  measures: Pick<PackageMeasures, 'length' | 'width' | 'height'>,
  divisor: number,
): number {
  return volumetricGrams(measures, divisor) / GRAMS_PER_KG;
}

export interface ChargeableWeight {
  /** The larger of actual and volumetric weight, kg. */
  larger: number;
  /** What is charged, kg: the first unit plus every started further step. */
  chargeable: number;
  /** The first unit, kg (charged `base_price`). */
  firstUnit: number;
  /** Further steps charged `additional_weight_price` each. */
  additionalUnits: number;
  /** One further step, kg (0.5 or 1). */
  additionalUnit: number;
}

/**
 * The weight a line charges (ADR 0041): the larger of actual and volumetric weight, rounded up in
 * the line's units — the first `unit` (0.5 or 1 kg) is charged `base_price` even when the parcel
 * is lighter, and every further **started** `per_unit` step (0.5 kg for per_half_kg, 1 kg for
 * per_kg) past it is charged `additional_weight_price`. When `unit` and `per_unit` are the same
 * size this is "rounded up to the unit"; exactly on a step boundary nothing more is charged.
 */
export function chargeableWeightGrams(
  actualGrams: number,
  volumetric: number,
  pricing: Pick<LinePricing, 'unit' | 'per_unit'>,
): ChargeableWeight {
  const larger = Math.max(actualGrams, volumetric);
  const firstUnit = Math.round(pricing.unit * GRAMS_PER_KG);
  const step = perUnitGrams(pricing.per_unit);
  const additionalUnits = larger <= firstUnit ? 0 : Math.ceil((larger - firstUnit) / step);
  return {
    larger: larger / GRAMS_PER_KG,
    chargeable: (firstUnit + additionalUnits * step) / GRAMS_PER_KG,
    firstUnit: firstUnit / GRAMS_PER_KG,
    additionalUnits,
    additionalUnit: step / GRAMS_PER_KG,
  };
}

/** {@link chargeableWeightGrams} from weights in kg (each rounded up to the gram first). */
export function chargeableWeight(
  actualKg: number,
  volumetricKg: number,
  pricing: Pick<LinePricing, 'unit' | 'per_unit'>,
): ChargeableWeight {
  return chargeableWeightGrams(toGrams(actualKg), toGrams(volumetricKg), pricing);
}
