import type { SettlementStatus } from './types.js';

/** What a merchant may do with a settlement. */
export const SETTLEMENT_ACTIONS = ['confirm', 'view_reason', 'download_documents'] as const;
export type SettlementAction = (typeof SETTLEMENT_ACTIONS)[number];

const ALLOWED: Readonly<Record<SettlementStatus, readonly SettlementAction[]>> = {
  // Confirm: upload the documents (spec 4).
  unconfirmed: ['confirm'],
  under_review: ['download_documents'],
  approved: ['download_documents'],
  // View: the reason, and upload again.
  rejected: ['view_reason', 'confirm', 'download_documents'],
};

/** Whether a settlement in `status` allows `action` (the server refuses the rest with 409). */
export function settlementAllows(status: SettlementStatus, action: SettlementAction): boolean {
  return ALLOWED[status].includes(action);
}

/** The statuses a merchant's upload moves to under review. */
export const SETTLEMENT_UPLOADABLE: readonly SettlementStatus[] = ['unconfirmed', 'rejected'];

/** Statuses counted as open (not yet approved) on the overview tiles. */
export const SETTLEMENT_OPEN_STATUSES: readonly SettlementStatus[] = [
  'unconfirmed',
  'under_review',
  'rejected',
];
/** Statuses counted as outstanding invoices: the merchant still owes documents. */
export const SETTLEMENT_OUTSTANDING_STATUSES: readonly SettlementStatus[] = [
  'unconfirmed',
  'rejected',
];

/** Staff decisions on a settlement under review (`pnpm ops settlements:approve|reject`). */
export type SettlementReview = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** The status a review leaves, or null when the settlement is not under review. */
export function settlementAfterReview(
  status: SettlementStatus,
  review: SettlementReview,
): SettlementStatus | null {
  if (status !== 'under_review') return null;
  return review.decision === 'approve' ? 'approved' : 'rejected';
}

/** The longest rejection reason staff may give. */
export const SETTLEMENT_REASON_MAX = 500;

/**
 * The platform's fee on a completed order or return: this share of its total, rounded to the
 * cent (ADR 0063). Kept in basis points so the sum stays in whole cents.
 */
export const PLATFORM_FEE_BASIS_POINTS = 500;

/** Whole cents of a CAD amount. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** The fee and the payable of one line, in CAD with 2 decimals. */
export function settlementLineAmounts(total: number): {
  total_amount: number;
  platform_fee: number;
  payable_amount: number;
} {
  const cents = toCents(total);
  const fee = Math.round((cents * PLATFORM_FEE_BASIS_POINTS) / 10_000);
  return {
    total_amount: cents / 100,
    platform_fee: fee / 100,
    payable_amount: (cents - fee) / 100,
  };
}

/** The statement's totals: the sums of its lines, in whole cents then CAD. */
export function settlementTotals(
  lines: readonly { total_amount: number; platform_fee: number }[],
): {
  total_amount: number;
  platform_fee: number;
  payable_amount: number;
} {
  let total = 0;
  let fee = 0;
  for (const line of lines) {
    total += toCents(line.total_amount);
    fee += toCents(line.platform_fee);
  }
  return {
    total_amount: total / 100,
    platform_fee: fee / 100,
    payable_amount: (total - fee) / 100,
  };
}

/** The statement number shown for a settlement's sequence number: "S" and the digits. */
export function statementNumber(seq: number): string {
  return `S${seq}`;
}

/**
 * The account number as shown: every character but the last 4 digits masked ("•••• 6789").
 * Spaces and hyphens are dropped first; a number of 4 digits or fewer shows masked dots only,
 * so a short number is never shown whole.
 */
export function maskAccountNumber(accountNo: string): string {
  const digits = accountNo.replace(/[\s-]/g, '');
  if (digits.length === 0) return '';
  if (digits.length <= 4) return '••••';
  return `•••• ${digits.slice(-4)}`;
}
