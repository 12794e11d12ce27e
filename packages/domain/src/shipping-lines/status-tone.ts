import { statusToneIn, type StatusTone } from '../status/tone.js';
import type { ShippingLineStatus } from './route-code.js';

/**
 * The tone of every shipping line status. Pending is informational (approval takes 2–4
 * business days, nothing for the merchant to do); suspended is reversible, deleted is not.
 */
export const SHIPPING_LINE_STATUS_TONES: Readonly<Record<ShippingLineStatus, StatusTone>> = {
  active: 'success',
  suspended: 'warning',
  pending: 'info',
  deleted: 'danger',
};

/** The tone of a shipping line's status tag; an unknown status is neutral. */
export function shippingLineStatusTone(status: string): StatusTone {
  return statusToneIn(SHIPPING_LINE_STATUS_TONES, status);
}
