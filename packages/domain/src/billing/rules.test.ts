import { describe, expect, it } from 'vitest';
import {
  maskAccountNumber,
  settlementAfterReview,
  settlementAllows,
  settlementLineAmounts,
  settlementTotals,
  statementNumber,
} from './rules.js';

describe('settlementAllows', () => {
  it.each([
    ['unconfirmed', 'confirm', true],
    ['rejected', 'confirm', true],
    ['rejected', 'view_reason', true],
    ['under_review', 'confirm', false],
    ['approved', 'confirm', false],
    ['unconfirmed', 'view_reason', false],
  ] as const)('%s allows %s: %s', (status, action, allowed) => {
    expect(settlementAllows(status, action)).toBe(allowed);
  });
});

describe('settlementAfterReview', () => {
  it('approves or rejects only a settlement under review', () => {
    expect(settlementAfterReview('under_review', { decision: 'approve' })).toBe('approved');
    expect(
      settlementAfterReview('under_review', { decision: 'reject', reason: '发票抬头有误' }),
    ).toBe('rejected');
    expect(settlementAfterReview('unconfirmed', { decision: 'approve' })).toBeNull();
    expect(settlementAfterReview('approved', { decision: 'reject', reason: 'x' })).toBeNull();
  });
});

describe('settlement amounts', () => {
  it('takes a 5% fee per line, rounded to the cent', () => {
    expect(settlementLineAmounts(123.45)).toEqual({
      total_amount: 123.45,
      platform_fee: 6.17,
      payable_amount: 117.28,
    });
  });

  it('sums lines in whole cents, each line rounding its own fee (0.5¢, 1¢, 1.5¢ → 1+1+2)', () => {
    const lines = [0.1, 0.2, 0.3].map(settlementLineAmounts);
    expect(settlementTotals(lines)).toEqual({
      total_amount: 0.6,
      platform_fee: 0.04,
      payable_amount: 0.56,
    });
  });

  it('an empty cycle totals zero', () => {
    expect(settlementTotals([])).toEqual({ total_amount: 0, platform_fee: 0, payable_amount: 0 });
  });
});

describe('maskAccountNumber', () => {
  it.each([
    ['6222 0212 3456 7890', '•••• 7890'],
    ['GB33-BUKB-2020-1555-5555', '•••• 5555'],
    ['1234', '••••'],
    ['', ''],
  ])('%s → %s', (number, masked) => {
    expect(maskAccountNumber(number)).toBe(masked);
  });
});

it('names a statement by S and its sequence number', () => {
  expect(statementNumber(2600012)).toBe('S2600012');
});
