import { statusToneIn, type StatusTone } from '../status/tone.js';
import type { SettlementStatus } from './types.js';

/** The tone of every settlement status: unconfirmed and rejected ask the merchant to act. */
export const SETTLEMENT_STATUS_TONES: Readonly<Record<SettlementStatus, StatusTone>> = {
  unconfirmed: 'warning',
  under_review: 'info',
  approved: 'success',
  rejected: 'danger',
};

/** The tone of a settlement's status tag; an unknown status is neutral. */
export function settlementStatusTone(status: string): StatusTone {
  return statusToneIn(SETTLEMENT_STATUS_TONES, status);
}
