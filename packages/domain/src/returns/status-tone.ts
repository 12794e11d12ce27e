import { ORDER_STATUS_TONES } from '../orders/status-tone.js';
import { statusToneIn, type StatusTone } from '../status/tone.js';
import type { ReturnOrderStatus } from './types.js';

/** A return order's status means what the same order status means, so it has the same tone. */
export const RETURN_ORDER_STATUS_TONES: Readonly<Record<ReturnOrderStatus, StatusTone>> =
  ORDER_STATUS_TONES;

/** The tone of a return order's status tag; an unknown status is neutral. */
export function returnOrderStatusTone(status: string): StatusTone {
  return statusToneIn(RETURN_ORDER_STATUS_TONES, status);
}
