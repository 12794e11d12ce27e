import { statusToneIn, type StatusTone } from '../status/tone.js';
import type { ParcelStatus } from './types.js';

/** The tone of every warehouse parcel status: in stock is good, an exception needs a look. */
export const PARCEL_STATUS_TONES: Readonly<Record<ParcelStatus, StatusTone>> = {
  pending: 'warning',
  stored: 'success',
  packed: 'info',
  returned: 'neutral',
  return_processing: 'warning',
  error: 'danger',
  restored: 'info',
};

/** The tone of a parcel's status tag; an unknown status is neutral. */
export function parcelStatusTone(status: string): StatusTone {
  return statusToneIn(PARCEL_STATUS_TONES, status);
}
