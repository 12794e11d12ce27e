import { describe, expect, it } from 'vitest';
import { SETTLEMENT_STATUS_TONES, settlementStatusTone } from './status-tone.js';
import { SETTLEMENT_STATUSES } from './types.js';

describe('settlementStatusTone', () => {
  it.each([
    ['unconfirmed', 'warning'],
    ['under_review', 'info'],
    ['approved', 'success'],
    ['rejected', 'danger'],
    ['paid', 'neutral'],
  ])('%s → %s', (status, tone) => {
    expect(settlementStatusTone(status)).toBe(tone);
  });

  it('has a tone for exactly the spec statuses', () => {
    expect(Object.keys(SETTLEMENT_STATUS_TONES).sort()).toEqual([...SETTLEMENT_STATUSES].sort());
  });
});
