import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, orderFailureKey, orderFailureOf } from './failures.js';

describe('orderFailureOf', () => {
  it.each([
    ['list', { status: 500, code: 'INTERNAL' }, 'fetch_orders'],
    ['list', { status: 400, code: 'VALIDATION_FAILED', message: 'take must be…' }, 'fetch_orders'],
    [
      'detail',
      { status: 404, code: 'NOT_FOUND', message: ORDER_MESSAGES.notFound },
      'order_not_found',
    ],
    ['detail', {}, 'fetch_order'],
    ['receiver', { status: 400, code: 'VALIDATION_FAILED' }, 'invalid_input'],
    [
      'receiver',
      { status: 400, code: 'VALIDATION_FAILED', message: ORDER_MESSAGES.nothingChanged },
      'nothing_changed',
    ],
    [
      'receiver',
      { status: 409, code: 'CONFLICT', message: ORDER_MESSAGES.notAllowed },
      'status_changed',
    ],
    ['pack', { status: 413, code: 'PAYLOAD_TOO_LARGE' }, 'photo_too_large'],
    ['pack', { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }, 'photo_type'],
    ['pack', { status: 500 }, 'update_package_information'],
    [
      'check_price',
      { status: 422, code: 'VALIDATION_FAILED', message: ORDER_MESSAGES.sizeRefused },
      'size_refused',
    ],
    [
      'check_price',
      { status: 409, code: 'CONFLICT', message: ORDER_MESSAGES.noExchangeRate },
      'no_exchange_rate',
    ],
    ['check_price', {}, 'check_price'],
    [
      'tracking',
      { status: 400, code: 'VALIDATION_FAILED', message: ORDER_MESSAGES.trackingUnchanged },
      'nothing_changed',
    ],
    ['tracking', { status: 502 }, 'update_tracking_number'],
    ['cancel', { status: 404, code: 'NOT_FOUND' }, 'cancel_order'],
    ['cancel', { status: 403, code: 'FORBIDDEN' }, 'forbidden'],
    [
      'return_parcel',
      { status: 409, code: 'CONFLICT', message: ORDER_MESSAGES.lastParcel },
      'last_parcel',
    ],
    ['return_parcel', {}, 'return_parcel'],
    ['export', { status: 500 }, 'export_orders'],
    ['export', { status: 400, code: 'VALIDATION_FAILED' }, 'export_orders'],
    ['export', { status: 403, code: 'FORBIDDEN' }, 'forbidden'],
  ] as const)('%s %j → %s', (call, answer, failure) => {
    expect(orderFailureOf(call, answer)).toBe(failure);
  });

  it('keys every failure in the orders namespace', () => {
    expect(orderFailureKey('check_price')).toBe('failures.check_price');
  });
});
