import { describe, expect, it } from 'vitest';
import { SHIPPING_LINE_STATUSES } from './route-code.js';
import { SHIPPING_LINE_STATUS_TONES, shippingLineStatusTone } from './status-tone.js';

describe('shippingLineStatusTone', () => {
  it.each([
    ['active', 'success'],
    ['suspended', 'warning'],
    ['pending', 'info'],
    ['deleted', 'danger'],
    ['inactive', 'neutral'],
  ])('%s → %s', (status, tone) => {
    expect(shippingLineStatusTone(status)).toBe(tone);
  });

  it('has a tone for exactly the spec statuses', () => {
    expect(Object.keys(SHIPPING_LINE_STATUS_TONES).sort()).toEqual(
      [...SHIPPING_LINE_STATUSES].sort(),
    );
  });
});
