/** Settlement statuses (spec 4): a statement waits for the merchant's documents, then review. */
export const SETTLEMENT_STATUSES = ['unconfirmed', 'under_review', 'approved', 'rejected'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
