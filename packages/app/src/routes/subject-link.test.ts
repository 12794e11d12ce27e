import { describe, expect, it } from 'vitest';
import type { NotificationSubject } from '@jiyun/domain';
import { subjectLink } from './subject-link';

const warehouseId = '5b7c2f0e-8a41-4c3e-9d6b-1f2a3b4c5d6e';

describe('subjectLink', () => {
  it.each<[string, NotificationSubject, string | null]>([
    [
      'a warehouse opens its inventory',
      { type: 'warehouse', id: warehouseId, warehouse_id: null },
      `/warehouse/${warehouseId}`,
    ],
    [
      'a parcel opens in its warehouse with its panel',
      { type: 'parcel', id: '100234', warehouse_id: warehouseId },
      `/warehouse/${warehouseId}?parcel=100234`,
    ],
    [
      'a parcel without its warehouse has no link',
      { type: 'parcel', id: '100234', warehouse_id: null },
      null,
    ],
    [
      'a shipping line opens its page',
      { type: 'shipping_line', id: 'a1b2', warehouse_id: null },
      '/shippingLines/a1b2',
    ],
    [
      'an order opens its detail',
      { type: 'order', id: '7d1e3c5a-2b4f-4e6a-8c9d-0f1e2d3c4b5a', warehouse_id: null },
      '/orders/7d1e3c5a-2b4f-4e6a-8c9d-0f1e2d3c4b5a',
    ],
    [
      'a return opens its detail',
      { type: 'return', id: '0b9d6c1e-3f2a-4e8b-9c7d-5a4f3e2d1c0b', warehouse_id: null },
      '/orders/returnOrder/0b9d6c1e-3f2a-4e8b-9c7d-5a4f3e2d1c0b',
    ],
    [
      'a settlement opens its statement',
      { type: 'settlement', id: 'S2600011', warehouse_id: null },
      '/billing/overview/S2600011',
    ],
    [
      'an unknown type from a newer server has no link',
      { type: 'invoice' as NotificationSubject['type'], id: 'x', warehouse_id: null },
      null,
    ],
  ])('%s', (_, subject, link) => {
    expect(subjectLink(subject)).toBe(link);
  });
});
