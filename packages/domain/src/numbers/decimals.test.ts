import { describe, expect, it } from 'vitest';
import { hasAtMostDecimals } from './decimals.js';

describe('hasAtMostDecimals', () => {
  it.each<[number, number, boolean]>([
    [0, 2, true],
    [12, 2, true],
    [19.99, 2, true],
    [0.01, 2, true],
    [0.1 + 0.2, 2, false],
    [999_999.99, 2, true],
    [1_000_000, 2, true],
    [-250.5, 2, true],
    [0.005, 2, false],
    [1e-300, 2, false],
    [5e-324, 2, false],
    [2.345, 3, true],
    [0.0004, 3, false],
    [Number.NaN, 2, false],
    [Number.POSITIVE_INFINITY, 2, false],
  ])('%s with at most %s decimals: %s', (value, places, expected) => {
    expect(hasAtMostDecimals(value, places)).toBe(expected);
  });
});
