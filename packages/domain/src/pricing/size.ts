import { add, compare, multiply, toDecimal, toNumber } from './decimal.js';
import type { Decimal } from './decimal.js';
import type { LengthUnit, PackageMeasures, SizeConstraints, VolumeUnit } from './types.js';

export const SIZE_RULES = [
  'min_weight',
  'max_weight',
  'max_volume',
  'max_single_length',
  'max_sum_three_side',
] as const;
export type SizeRule = (typeof SIZE_RULES)[number];

/** One size constraint a parcel breaks, with the limit and the parcel's value in the limit's unit. */
export interface SizeRefusal {
  rule: SizeRule;
  limit: number;
  actual: number;
  unit: 'kg' | LengthUnit | VolumeUnit;
  /** The app's i18n key for the sentence ({limit}, {actual}, {unit} interpolated). */
  messageKey: `pricing.refusals.${SizeRule}`;
  /** The same sentence in the API's words (English). */
  message: string;
}

const CM_PER_M = toDecimal(100);
const CUBIC_CM_PER_CUBIC_M = toDecimal(1_000_000);

function lengthInCm(value: number, unit: LengthUnit): Decimal {
  const length = toDecimal(value);
  return unit === 'm' ? multiply(length, CM_PER_M) : length;
}

function volumeInCubicCm(value: number, unit: VolumeUnit): Decimal {
  const volume = toDecimal(value);
  return unit === 'cubic_m' ? multiply(volume, CUBIC_CM_PER_CUBIC_M) : volume;
}

/** A value in cm (or cm³) told in the unit the limit was set in. */
function inUnit(cm: Decimal, unit: LengthUnit | VolumeUnit): number {
  if (unit === 'm') return toNumber({ units: cm.units, scale: cm.scale + 2 });
  if (unit === 'cubic_m') return toNumber({ units: cm.units, scale: cm.scale + 6 });
  return toNumber(cm);
}

const UNIT_WORDS: Record<SizeRefusal['unit'], string> = {
  kg: 'kg',
  cm: 'cm',
  m: 'm',
  cubic_cm: 'cm³',
  cubic_m: 'm³',
};

const SENTENCES: Record<SizeRule, (actual: string, limit: string) => string> = {
  min_weight: (actual, limit) =>
    `The parcel weighs ${actual}; this line takes parcels of at least ${limit}.`,
  max_weight: (actual, limit) =>
    `The parcel weighs ${actual}; this line takes parcels of at most ${limit}.`,
  max_volume: (actual, limit) =>
    `The parcel's volume is ${actual}; this line takes at most ${limit}.`,
  max_single_length: (actual, limit) =>
    `The parcel's longest side is ${actual}; this line takes at most ${limit}.`,
  max_sum_three_side: (actual, limit) =>
    `The parcel's longest side plus twice the other two is ${actual}; this line takes at most ${limit}.`,
};

function refusal(
  rule: SizeRule,
  limit: number,
  actual: number,
  unit: SizeRefusal['unit'],
): SizeRefusal {
  const words = UNIT_WORDS[unit];
  return {
    rule,
    limit,
    actual,
    unit,
    messageKey: `pricing.refusals.${rule}`,
    message: SENTENCES[rule](`${actual} ${words}`, `${limit} ${words}`),
  };
}

/** The three sides, longest first. */
function sidesLongestFirst(measures: PackageMeasures): [Decimal, Decimal, Decimal] {
  const sides = [measures.length, measures.width, measures.height]
    .map((side) => toDecimal(side))
    .sort((a, b) => compare(b, a));
  return sides as [Decimal, Decimal, Decimal];
}

/**
 * Longest side + 2 × each of the other two, in cm: the spec's "length + 2 × width + 2 × height"
 * with the length taken as the longest side (ADR 0041), so the answer does not depend on which
 * field each side was typed in.
 */
export function sumOfThreeSides(measures: PackageMeasures): number {
  const [longest, second, third] = sidesLongestFirst(measures);
  const two = toDecimal(2);
  return toNumber(add(longest, multiply(two, add(second, third))));
}

/**
 * Every size constraint the parcel breaks (none when the line has no constraints). Limits are
 * inclusive: a parcel exactly on a limit passes. Weight limits apply to the actual weight.
 */
export function sizeRefusals(
  constraints: SizeConstraints | null,
  measures: PackageMeasures,
): SizeRefusal[] {
  if (constraints === null) return [];
  const refusals: SizeRefusal[] = [];
  const weight = toDecimal(measures.weight);
  if (compare(weight, toDecimal(constraints.min_weight)) < 0) {
    refusals.push(refusal('min_weight', constraints.min_weight, measures.weight, 'kg'));
  }
  if (compare(weight, toDecimal(constraints.max_weight)) > 0) {
    refusals.push(refusal('max_weight', constraints.max_weight, measures.weight, 'kg'));
  }

  const [longest, second, third] = sidesLongestFirst(measures);
  const volume = multiply(multiply(longest, second), third);
  const volumeUnit = constraints.max_volume_unit;
  if (compare(volume, volumeInCubicCm(constraints.max_volume, volumeUnit)) > 0) {
    refusals.push(
      refusal('max_volume', constraints.max_volume, inUnit(volume, volumeUnit), volumeUnit),
    );
  }

  const sideUnit = constraints.max_single_length_unit;
  if (compare(longest, lengthInCm(constraints.max_single_length, sideUnit)) > 0) {
    refusals.push(
      refusal(
        'max_single_length',
        constraints.max_single_length,
        inUnit(longest, sideUnit),
        sideUnit,
      ),
    );
  }

  const sumUnit = constraints.max_sum_three_side_unit;
  const sum = add(longest, multiply(toDecimal(2), add(second, third)));
  if (compare(sum, lengthInCm(constraints.max_sum_three_side, sumUnit)) > 0) {
    refusals.push(
      refusal('max_sum_three_side', constraints.max_sum_three_side, inUnit(sum, sumUnit), sumUnit),
    );
  }
  return refusals;
}
