import { statusToneIn, type StatusTone } from '../status/tone.js';
import type { OrderStatus } from './types.js';

/** The tone of every order status: unpacked waits on the merchant, cancelled is over. */
export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  unpacked: 'warning',
  packed: 'info',
  paid: 'info',
  shipped: 'info',
  delivered: 'success',
  completed: 'success',
  cancelled: 'neutral',
};

/** The tone of an order's status tag; an unknown status is neutral. */
export function orderStatusTone(status: string): StatusTone {
  return statusToneIn(ORDER_STATUS_TONES, status);
}
