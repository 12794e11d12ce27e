import { parseNumericId } from '../api/ids.js';
import type { SettlementListQuery, SettlementSearchField, SettlementStatus } from './types.js';

/**
 * A search the overview can run: the statement number whole ("S2600012", "#2600012" or the
 * digits) or an amount in whole cents (the total or the payable). `all` tries both; a text that
 * reads as neither matches nothing.
 */
export interface SettlementSearch {
  field: SettlementSearchField;
  statementNo: number | null;
  amountCents: number | null;
}

/** What the overview reads: filters, the cycle window (YYYY-MM-DD) and the page window. */
export interface SettlementListFilter {
  statuses: SettlementStatus[];
  search: SettlementSearch | null;
  /** Settlements whose cycle ends on or after this day. */
  cycleFrom: string | null;
  /** Settlements whose cycle starts on or before this day. */
  cycleTo: string | null;
  offset: number;
  limit: number;
}

/** Whether the total comes from the per-status counters (exact) or a capped count (ADR 0063). */
export function settlementTotalFromCounters(filter: SettlementListFilter): boolean {
  return filter.search === null && filter.cycleFrom === null && filter.cycleTo === null;
}

/** An amount as typed ("1,234.5", "¥88", "CAD 12") in whole cents, or null. */
function amountCentsOf(text: string): number | null {
  const plain = text.replace(/^(cad|\$|¥)\s*/i, '').replace(/,/g, '');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * 100);
}

/** The search text read for the chosen field; no field means `all`. */
export function parseSettlementSearch(
  text: string,
  field: SettlementSearchField | undefined,
): SettlementSearch {
  const trimmed = text.trim();
  const chosen = field ?? 'all';
  const statementNo =
    chosen === 'amount' ? null : parseNumericId(trimmed.replace(/^(#|s)\s*/i, ''));
  const amountCents = chosen === 'id' ? null : amountCentsOf(trimmed);
  return { field: chosen, statementNo, amountCents };
}

/** The overview query (validated by `settlementListQuerySchema`) as what the repository reads. */
export function settlementListFilter(query: SettlementListQuery): SettlementListFilter {
  const text = query.search?.trim() ?? '';
  return {
    // The same status twice filters the same; keep the first of each.
    statuses: [...new Set(query.status ?? [])],
    search: text === '' ? null : parseSettlementSearch(text, query.searchField),
    cycleFrom: query.cycle_from ?? null,
    cycleTo: query.cycle_to ?? null,
    offset: (query.page - 1) * query.take,
    limit: query.take,
  };
}
