import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@jiyun/domain';
import { orderIn, parcel } from '../stories/fixtures';
import {
  canReturnParcel,
  receiverChanges,
  receiverValuesOf,
  splitOrderParcels,
  trackingChange,
  trackingModeOf,
} from './order-view';

describe('receiverChanges', () => {
  const order = orderIn('packed');
  const values = receiverValuesOf(order);
  it.each([
    ['nothing', {}, {}],
    ['spaces only', { receiver_name: ' 王小明 ' }, {}],
    ['the name', { receiver_name: '王大明' }, { receiver_name: '王大明' }],
    [
      'phone and address',
      { receiver_phone: '+1 778-555-0100', receiver_address: ' 温哥华市 Main St 1 号 ' },
      { receiver_phone: '+1 778-555-0100', receiver_address: '温哥华市 Main St 1 号' },
    ],
  ])('%s', (_name, change, patch) => {
    expect(receiverChanges(order, { ...values, ...change })).toEqual(patch);
  });
});

describe('trackingChange', () => {
  it.each([
    ['paid' as const, '', null],
    ['paid' as const, '   ', null],
    [
      'paid' as const,
      ' YT7788100000000099 ',
      { tracking_number: 'YT7788100000000099', status: 'shipped' },
    ],
    ['shipped' as const, 'YT7788100000000012', null],
    [
      'shipped' as const,
      'YT7788100000000013',
      { tracking_number: 'YT7788100000000013', status: 'shipped' },
    ],
  ])('%s order, %j', (status, text, expected) => {
    expect(trackingChange(orderIn(status), text)).toEqual(expected);
  });
});

describe('trackingModeOf', () => {
  const expected: Record<OrderStatus, string> = {
    unpacked: 'hidden',
    packed: 'hidden',
    paid: 'editable',
    shipped: 'editable',
    delivered: 'readOnly',
    completed: 'readOnly',
    cancelled: 'hidden',
  };
  it.each(ORDER_STATUSES)('%s', (status) => {
    expect(trackingModeOf(status)).toBe(expected[status]);
  });
});

describe('canReturnParcel', () => {
  it.each([
    ['unpacked' as const, parcel(1), true],
    ['packed' as const, parcel(1), false],
    ['unpacked' as const, parcel(1, { removed: true }), false],
    ['unpacked' as const, parcel(1, { storage_status: 'returned' }), false],
    ['unpacked' as const, parcel(1, { storage_status: 'return_processing' }), false],
  ])('%s order, %j', (status, item, expected) => {
    expect(canReturnParcel(status, item)).toBe(expected);
  });
});

describe('splitOrderParcels', () => {
  it('keeps the order of each group', () => {
    const parcels = [parcel(1), parcel(2, { removed: true }), parcel(3)];
    const { inOrder, removed } = splitOrderParcels(parcels);
    expect(inOrder.map((item) => item.id)).toEqual([1, 3]);
    expect(removed.map((item) => item.id)).toEqual([2]);
  });
});
