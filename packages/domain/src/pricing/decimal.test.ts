import { describe, expect, it } from 'vitest';
import { compare, divideToScale, multiply, ONE, toDecimal, toNumber } from './decimal.js';

describe('toDecimal', () => {
  it.each([
    [0.1, 1n, 1],
    [19.99, 1999n, 2],
    [5000, 5000n, 0],
    ['1e-7', 1n, 7],
    [1e21, 10n ** 21n, 0],
    [' 12.50 ', 1250n, 2],
  ])('reads %s exactly', (value, units, scale) => {
    expect(toDecimal(value)).toEqual({ units, scale });
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY], ['abc'], ['1.2.3']])(
    'refuses %s',
    (value) => {
      expect(() => toDecimal(value)).toThrow(RangeError);
    },
  );
});

describe('arithmetic', () => {
  it('multiplies without float drift (0.1 × 3 = 0.3)', () => {
    expect(toNumber(multiply(toDecimal(0.1), toDecimal(3)))).toBe(0.3);
  });

  it('compares across scales', () => {
    expect(compare(toDecimal('1.50'), toDecimal(1.5))).toBe(0);
    expect(compare(toDecimal(1.49), toDecimal(1.5))).toBe(-1);
    expect(compare(toDecimal(100), toDecimal(99.999))).toBe(1);
  });

  it.each([
    // a / b to 3 decimals, rounded up
    ['6100', '6000', 'up', 1017n],
    ['60000', '6000', 'up', 10000n],
    ['1', '3', 'up', 334n],
    // half up: 0.0005 goes up, 0.0004999 does not
    ['0.0005', '1', 'half-up', 1n],
    ['0.0004999', '1', 'half-up', 0n],
    ['824.5', '1000', 'half-up', 825n],
  ] as const)('%s / %s %s → %s thousandths', (a, b, rounding, expected) => {
    expect(divideToScale(toDecimal(a), toDecimal(b), 3, rounding)).toBe(expected);
  });

  it('refuses a division by zero', () => {
    expect(() => divideToScale(ONE, toDecimal(0), 2, 'up')).toThrow(RangeError);
  });
});
