import { describe, expect, it } from 'vitest';
import { sanitizeOtp } from './model';

describe('sanitizeOtp', () => {
  it.each<[string, number, boolean, string]>([
    ['', 6, true, ''],
    ['123456', 6, true, '123456'],
    ['1234567890', 6, true, '123456'],
    ['123 456', 6, true, '123456'],
    ['Code: 482-913', 6, true, '482913'],
    ['12ab34', 6, true, '1234'],
    ['１２３４５６', 6, true, '123456'],
    ['1234', 4, true, '1234'],
    ['123456', 4, true, '1234'],
    ['ab12CD', 6, false, 'ab12CD'],
    ['ab-12 CD-99', 6, false, 'ab12CD'],
  ])('%j (length %i, digits only %s) → %j', (raw, length, digitsOnly, expected) => {
    expect(sanitizeOtp(raw, length, digitsOnly)).toBe(expected);
  });
});
