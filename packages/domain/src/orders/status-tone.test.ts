import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_TONES, orderStatusTone } from './status-tone.js';

describe('orderStatusTone', () => {
  it.each([
    ['unpacked', 'warning'],
    ['packed', 'info'],
    ['paid', 'info'],
    ['shipped', 'info'],
    ['delivered', 'success'],
    ['completed', 'success'],
    ['cancelled', 'neutral'],
    ['lost', 'neutral'],
  ])('%s → %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });

  it('has a tone for exactly the seven spec statuses', () => {
    expect(Object.keys(ORDER_STATUS_TONES)).toEqual([
      'unpacked',
      'packed',
      'paid',
      'shipped',
      'delivered',
      'completed',
      'cancelled',
    ]);
  });
});
