import { statusToneIn, type StatusTone } from '../status/tone.js';
import type { WarehouseStatus } from './types.js';

/** The tone of every warehouse status: a suspended warehouse takes no parcels. */
export const WAREHOUSE_STATUS_TONES: Readonly<Record<WarehouseStatus, StatusTone>> = {
  active: 'success',
  suspended: 'danger',
  inactive: 'neutral',
  pending: 'warning',
};

/** The tone of a warehouse's status tag; an unknown status is neutral. */
export function warehouseStatusTone(status: string): StatusTone {
  return statusToneIn(WAREHOUSE_STATUS_TONES, status);
}
