import { LIST_TOTAL_CAP } from '../api/list-total.js';

/** Settlement statuses (spec 4): a statement waits for the merchant's documents, then review. */
export const SETTLEMENT_STATUSES = ['unconfirmed', 'under_review', 'approved', 'rejected'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** Rows per page of the billing overview (spec 9). */
export const SETTLEMENT_PAGE_SIZE = 10;
/** The most rows one page request may ask for. */
export const SETTLEMENT_PAGE_SIZE_MAX = 100;
/** The last page one may ask for: far past any list, short of overflowing the offset. */
export const SETTLEMENT_PAGE_MAX = 1_000_000;
/**
 * A search or a cycle window counts its matches up to this many (ADR 0039, 0063) — the one list
 * rule of `listTotal` (ADR 0060); unfiltered and status-filtered totals are exact (counters).
 */
export const SETTLEMENT_COUNT_CAP = LIST_TOTAL_CAP;

/**
 * What the overview search looks in (spec 7 `searchField`, A28): `id` = the statement number
 * ("S…" or digits), `amount` = the total or payable amount, `all` = both (the default).
 */
export const SETTLEMENT_SEARCH_FIELDS = ['all', 'id', 'amount'] as const;
export type SettlementSearchField = (typeof SETTLEMENT_SEARCH_FIELDS)[number];

/** Settlement amounts are in the merchant's settlement currency, CAD with 2 decimals (A21). */
export const SETTLEMENT_CURRENCY = 'CAD';

/** A row of the billing overview (spec 3 billing overview `settlements[]`). */
export interface SettlementListItem {
  /** The statement number, "S" and digits (e.g. "S2600012"). */
  id: string;
  /** YYYY-MM-DD, inclusive. */
  cycle_from: string;
  /** YYYY-MM-DD, inclusive. */
  cycle_to: string;
  /** CAD: what the cycle's completed orders and returns came to. */
  total_amount: number;
  /** CAD: the total minus the platform fee, what the platform pays the merchant. */
  payable_amount: number;
  status: SettlementStatus;
  /** Staff's reason, on a rejected settlement only. */
  rejection_reason: string | null;
}

/** `GET merchants/billing-overview` (spec 3): the tiles and one page of settlements. */
export interface BillingOverview {
  /** CAD: the payable amounts of every settlement of the company. */
  total_amount: number;
  /** Settlements still open: unconfirmed, under review or rejected. */
  open_settlements: number;
  /** Every settlement of the company. */
  total_settlements: number;
  /** Settlements waiting for the merchant's documents: unconfirmed or rejected. */
  outstanding_invoices: number;
  settlements: SettlementListItem[];
  /** The rows the filters match: exact, or a count that stops at `SETTLEMENT_COUNT_CAP` (see README). */
  results: number;
}

/** Whether a settlement line is a completed order or a completed return. */
export const SETTLEMENT_LINE_KINDS = ['order', 'return'] as const;
export type SettlementLineKind = (typeof SETTLEMENT_LINE_KINDS)[number];

/** One itemised line of a statement: a completed order or return, its total and the fee. */
export interface SettlementLine {
  kind: SettlementLineKind;
  /** The order's or return's id; null if it was deleted since (the line keeps its figures). */
  source_id: string | null;
  /** The order number ("2600012") or return number ("R2600012"). */
  number: string;
  completed_at: string;
  /** CAD */
  total_amount: number;
  /** CAD: the platform's fee on this line. */
  platform_fee: number;
  /** CAD: total minus fee. */
  payable_amount: number;
}

/** A document the merchant uploaded for a settlement (downloaded through a signed link). */
export interface SettlementDocument {
  id: string;
  file_name: string;
  /** bytes */
  size: number;
  /** A file key for `GET /public/files/{key}`, signed for this company. */
  url: string;
  uploaded_at: string;
}

/** `GET merchants/settlements/{id}`: the statement with its lines and documents. */
export interface SettlementDetail extends SettlementListItem {
  currency: string;
  /** CAD: the sum of the lines' fees. */
  platform_fee: number;
  created_at: string;
  submitted_at: string | null;
  reviewed_at: string | null;
  lines: SettlementLine[];
  documents: SettlementDocument[];
}

/** `GET merchants/billing-overview` query after validation (page and take defaulted; A28). */
export interface SettlementListQuery {
  page: number;
  take: number;
  search?: string;
  searchField?: SettlementSearchField;
  status?: SettlementStatus[];
  /** YYYY-MM-DD: settlements whose cycle ends on or after it. */
  cycle_from?: string;
  /** YYYY-MM-DD: settlements whose cycle starts on or before it. */
  cycle_to?: string;
}

/** The merchant's bank account (spec 3), where the platform pays settlements. */
export interface BankAccount {
  payee_name: string;
  bank_name: string;
  account_no: string;
}

/** The fields of a change of the bank account: only those that changed, none blank. */
export type BankAccountPatch = Partial<BankAccount>;

/**
 * `PATCH merchants/bank-account`: the changed fields and the code texted to the owner's phone
 * (`POST merchants/bank-account/code`; A48).
 */
export type BankAccountChange = BankAccountPatch & { otpCode: string };
