import { describe, expect, it } from 'vitest';
import { money } from './money';

describe('money', () => {
  it.each([
    [128.375, 'CAD', '128.38 CAD'],
    [-3, 'CAD', '-3.00 CAD'],
    [1234.5, 'CAD', '1234.50 CAD'],
    [0, 'USD', '0.00 USD'],
    [0.07, 'USD', '0.07 USD'],
    [null, 'CAD', ''],
    [undefined, 'CNY', ''],
  ])('%j %s → %j', (amount, currency, expected) => {
    expect(money(amount, currency)).toBe(expected);
  });
});
