import { describe, expect, it } from 'vitest';
import { orderStatusTone } from '../orders/status-tone.js';
import { returnOrderStatusTone } from './status-tone.js';
import { RETURN_ORDER_STATUSES } from './types.js';

describe('returnOrderStatusTone', () => {
  it.each(RETURN_ORDER_STATUSES)('%s has the tone of the same order status', (status) => {
    expect(returnOrderStatusTone(status)).toBe(orderStatusTone(status));
  });

  it.each([
    ['unpacked', 'warning'],
    ['delivered', 'success'],
    ['cancelled', 'neutral'],
    ['restored', 'neutral'],
  ])('%s → %s', (status, tone) => {
    expect(returnOrderStatusTone(status)).toBe(tone);
  });
});
