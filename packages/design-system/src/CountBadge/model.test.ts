import { describe, expect, it } from 'vitest';
import { countBadgeText } from './model';

describe('countBadgeText', () => {
  it.each<[number, number | undefined, string | null]>([
    [0, undefined, null],
    [-3, undefined, null],
    [Number.NaN, undefined, null],
    [1, undefined, '1'],
    [3, undefined, '3'],
    [99, undefined, '99'],
    [100, undefined, '99+'],
    [5000, undefined, '99+'],
    [10, 9, '9+'],
    [9, 9, '9'],
  ])('%d (max %s) → %j', (count, max, text) => {
    expect(countBadgeText(count, max)).toBe(text);
  });
});
