import { describe, expect, it } from 'vitest';
import type { Permission } from '../auth/types.js';
import { notificationArea, notificationWarehouse } from './notifications.js';
import type { NotificationSubject } from './notifications.js';

const WAREHOUSE = '5b0c7f0e-8a7d-4d63-9a8e-2f1f6c0b9a11';
const subject = (
  type: NotificationSubject['type'],
  id: string,
  warehouse_id: string | null = null,
): NotificationSubject => ({ type, id, warehouse_id });

describe('who reads a notification (A46)', () => {
  it.each<
    [string, NotificationSubject | null, Permission | null, Permission | null, string | null]
  >([
    ['a settlement', subject('settlement', 'ST-202610-0007'), null, 'billing', null],
    ['an order', subject('order', 'ORD-20261122-0042'), null, 'orders', null],
    ['a return', subject('return', 'RT-20261122-0007'), null, 'orders', null],
    ['a shipping line', subject('shipping_line', 'f1c2'), null, 'shipping_lines', null],
    ['a warehouse', subject('warehouse', WAREHOUSE), null, 'warehouse', WAREHOUSE],
    ['a parcel', subject('parcel', '100234', WAREHOUSE), null, 'warehouse', WAREHOUSE],
    ['a deposit (no subject)', null, 'shipping_lines', 'shipping_lines', null],
    ['the company profile (no subject)', null, 'admin', 'admin', null],
    ['a welcome: the whole team', null, null, null, null],
    // The subject decides; a stray `about` cannot widen or narrow it.
    [
      'a settlement said to be about admin',
      subject('settlement', 'ST-1'),
      'admin',
      'billing',
      null,
    ],
  ])('%s', (_, about, area, expectedArea, expectedWarehouse) => {
    expect(notificationArea(about, area)).toBe(expectedArea);
    expect(notificationWarehouse(about)).toBe(expectedWarehouse);
  });
});
