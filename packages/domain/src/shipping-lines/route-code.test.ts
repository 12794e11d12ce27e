import { describe, expect, it } from 'vitest';
import { routeCode } from './route-code.js';

describe('routeCode', () => {
  it.each([
    [
      {
        origin_country: 'CN',
        destination_country: 'CA',
        transport_type: 'air',
        goods_type: 'general',
      },
      'CN-CA-A-G',
    ],
    [
      {
        origin_country: 'CN',
        destination_country: 'US',
        transport_type: 'sea',
        goods_type: 'general',
      },
      'CN-US-S-G',
    ],
    [
      {
        origin_country: 'CN',
        destination_country: 'GB',
        transport_type: 'air',
        goods_type: 'sensitive',
      },
      'CN-GB-A-S',
    ],
    [
      {
        origin_country: 'cn',
        destination_country: 'au',
        transport_type: 'sea',
        goods_type: 'sensitive',
      },
      'CN-AU-S-S',
    ],
  ] as const)('%o → %s', (route, expected) => {
    expect(routeCode(route)).toBe(expected);
  });
});
