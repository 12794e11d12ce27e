import { describe, expect, it } from 'vitest';
import { lineRefusalMessage, lineTakesNewParcels } from './takes-parcels.js';
import type { ShippingLineStatus } from './route-code.js';

describe('lineTakesNewParcels and lineRefusalMessage (A40)', () => {
  it.each<[ShippingLineStatus, boolean, string | null]>([
    ['active', true, null],
    [
      'suspended',
      false,
      'The shipping line CN-US-A-S is suspended: only active lines take new parcels.',
    ],
    [
      'pending',
      false,
      'The shipping line CN-US-A-S is pending approval: only active lines take new parcels.',
    ],
    [
      'deleted',
      false,
      'shipping_route_code must be the route code of a shipping line of this warehouse.',
    ],
  ])('%s → takes parcels: %s', (status, takes, message) => {
    expect(lineTakesNewParcels(status)).toBe(takes);
    expect(lineRefusalMessage({ status, route_code: 'CN-US-A-S' })).toBe(message);
  });
});
