import { describe, expect, it } from 'vitest';
import { getStartedLink, orderTiles, stockFigure } from './dashboard-view';

describe('orderTiles', () => {
  it('links each count to the orders list filtered to the status it counts', () => {
    expect(orderTiles({ unpacked: 12, to_ship: 3, cancelled: 1, completed: 240 })).toEqual([
      { figure: 'unpacked', count: 12, href: '/orders?status=unpacked' },
      { figure: 'to_ship', count: 3, href: '/orders?status=paid' },
      { figure: 'cancelled', count: 1, href: '/orders?status=cancelled' },
      { figure: 'completed', count: 240, href: '/orders?status=completed' },
    ]);
  });
});

describe('getStartedLink', () => {
  it.each([
    ['warehouse', '/warehouse/new-warehouse'],
    ['shipping_line', '/shippingLines/new-shipping-line/main'],
    ['team_member', '/admin/team-member'],
  ] as const)('%s → %s', (step, href) => {
    expect(getStartedLink(step)).toBe(href);
  });
});

describe('stockFigure', () => {
  it.each([
    [0, '0'],
    [9999, '9999'],
    [10000, '9999+'],
  ])('%d → %s', (count, text) => {
    expect(stockFigure(count)).toBe(text);
  });
});
