import { describe, expect, it } from 'vitest';
import { sizeRefusals, sumOfThreeSides } from './size.js';
import type { PackageMeasures, SizeConstraints } from './types.js';

/** Generous limits; each case tightens the one it is about. */
const limits = (overrides: Partial<SizeConstraints> = {}): SizeConstraints => ({
  min_weight: 0.01,
  max_weight: 100,
  max_volume: 1,
  max_volume_unit: 'cubic_m',
  max_single_length: 2,
  max_single_length_unit: 'm',
  max_sum_three_side: 5,
  max_sum_three_side_unit: 'm',
  ...overrides,
});

const parcel = (
  weight: number,
  length: number,
  width: number,
  height: number,
): PackageMeasures => ({
  weight,
  length,
  width,
  height,
});

describe('sizeRefusals', () => {
  it.each([
    ['weight exactly the minimum', limits({ min_weight: 0.1 }), parcel(0.1, 20, 15, 10)],
    ['weight exactly the maximum', limits({ max_weight: 30 }), parcel(30, 20, 15, 10)],
    ['volume exactly 0.1 m³', limits({ max_volume: 0.1 }), parcel(5, 50, 40, 50)],
    [
      'volume exactly 100000 cm³',
      limits({ max_volume: 100_000, max_volume_unit: 'cubic_cm' }),
      parcel(5, 50, 40, 50),
    ],
    ['longest side exactly 1.2 m', limits({ max_single_length: 1.2 }), parcel(5, 120, 20, 10)],
    [
      'longest side exactly 120 cm',
      limits({ max_single_length: 120, max_single_length_unit: 'cm' }),
      parcel(5, 10, 120, 20),
    ],
    [
      'sum exactly 240 cm, longest typed as width',
      limits({ max_sum_three_side: 240, max_sum_three_side_unit: 'cm' }),
      parcel(5, 20, 100, 50),
    ],
    ['sum exactly 2.4 m', limits({ max_sum_three_side: 2.4 }), parcel(5, 50, 20, 100)],
    ['no constraints set', null, parcel(500, 900, 900, 900)],
  ])('passes: %s', (_case, constraints, measures) => {
    expect(sizeRefusals(constraints, measures)).toEqual([]);
  });

  it.each([
    [
      'a gram under the minimum',
      limits({ min_weight: 0.1 }),
      parcel(0.099, 20, 15, 10),
      'min_weight',
      0.1,
      0.099,
      'kg',
    ],
    [
      'a gram over the maximum',
      limits({ max_weight: 30 }),
      parcel(30.001, 20, 15, 10),
      'max_weight',
      30,
      30.001,
      'kg',
    ],
    [
      'volume over 0.1 m³',
      limits({ max_volume: 0.1 }),
      parcel(5, 50, 40, 50.01),
      'max_volume',
      0.1,
      0.10002,
      'cubic_m',
    ],
    [
      'volume over 100000 cm³',
      limits({ max_volume: 100_000, max_volume_unit: 'cubic_cm' }),
      parcel(5, 50, 40, 50.01),
      'max_volume',
      100_000,
      100_020,
      'cubic_cm',
    ],
    [
      'longest side over 1.2 m',
      limits({ max_single_length: 1.2 }),
      parcel(5, 20, 120.01, 10),
      'max_single_length',
      1.2,
      1.2001,
      'm',
    ],
    [
      'longest side over 120 cm',
      limits({ max_single_length: 120, max_single_length_unit: 'cm' }),
      parcel(5, 10, 20, 120.5),
      'max_single_length',
      120,
      120.5,
      'cm',
    ],
    [
      'sum over 239.99 cm (longest + 2 × the others = 240)',
      limits({ max_sum_three_side: 239.99, max_sum_three_side_unit: 'cm' }),
      parcel(5, 20, 100, 50),
      'max_sum_three_side',
      239.99,
      240,
      'cm',
    ],
    [
      'sum over 2.3 m',
      limits({ max_sum_three_side: 2.3 }),
      parcel(5, 50, 20, 100),
      'max_sum_three_side',
      2.3,
      2.4,
      'm',
    ],
  ] as const)('refuses: %s', (_case, constraints, measures, rule, limit, actual, unit) => {
    expect(sizeRefusals(constraints, measures)).toEqual([
      expect.objectContaining({
        rule,
        limit,
        actual,
        unit,
        messageKey: `pricing.refusals.${rule}`,
      }),
    ]);
  });

  it('names every broken constraint, not just the first', () => {
    const refusals = sizeRefusals(
      limits({ max_weight: 30, max_volume: 0.5, max_single_length: 1.5, max_sum_three_side: 3 }),
      parcel(42.5, 160, 100, 80),
    );
    expect(refusals.map((refusal) => refusal.rule)).toEqual([
      'max_weight',
      'max_volume',
      'max_single_length',
      'max_sum_three_side',
    ]);
    expect(refusals[0]?.message).toBe(
      'The parcel weighs 42.5 kg; this line takes parcels of at most 30 kg.',
    );
    expect(refusals[1]?.message).toBe(
      "The parcel's volume is 1.28 m³; this line takes at most 0.5 m³.",
    );
  });
});

describe('sumOfThreeSides', () => {
  it.each([
    [parcel(1, 100, 50, 20), 240],
    [parcel(1, 20, 50, 100), 240],
    [parcel(1, 30.5, 30.5, 30.5), 152.5],
  ])('%o → %s cm', (measures, expected) => {
    expect(sumOfThreeSides(measures)).toBe(expected);
  });
});
