import { isUuid, parseNumericId } from '../api/ids.js';
import { orderListFilter } from '../orders/list.js';
import type { ReturnListQuery, ReturnOrderStatus, ReturnSearchField } from './types.js';

/**
 * A search the return list can run. The return number matches whole ("R2600012", "#2600012" or
 * the digits); the tracking number (the return's or its parcel's), the username and the original
 * order number match from their start, case aside. `all` looks in every field.
 */
export type ReturnSearch =
  | { field: 'id'; returnNo: number | null; id: string | null }
  | { field: 'tracking_number' | 'username' | 'order_no'; text: string }
  | { field: 'all'; text: string; returnNo: number | null; id: string | null };

/** What the list reads: filters, the creation-time window and the page window. */
export interface ReturnListFilter {
  statuses: ReturnOrderStatus[];
  search: ReturnSearch | null;
  /** Inclusive start and exclusive end of the creation time (UTC days). */
  createdFrom: Date | null;
  createdBefore: Date | null;
  offset: number;
  limit: number;
}

/** Whether the total comes from the per-status counters (exact) or a capped count (ADR 0061). */
export function returnTotalFromCounters(filter: ReturnListFilter): boolean {
  return filter.search === null && filter.createdFrom === null && filter.createdBefore === null;
}

/** The search text read for the chosen field; no field means `all`. */
export function parseReturnSearch(
  text: string,
  field: ReturnSearchField | undefined,
): ReturnSearch {
  const trimmed = text.trim();
  const returnNo = parseNumericId(trimmed.replace(/^(return\s*)?(#|r)\s*/i, ''));
  const id = isUuid(trimmed) ? trimmed.toLowerCase() : null;
  switch (field) {
    case 'id':
      return { field: 'id', returnNo, id };
    case 'tracking_number':
    case 'username':
    case 'order_no':
      return { field, text: trimmed };
    case 'all':
    case undefined:
      return { field: 'all', text: trimmed, returnNo, id };
  }
}

export type ReturnListFilterResult =
  | { ok: true; filter: ReturnListFilter }
  | { ok: false; failure: { field: string; message: string } };

/** The list query (validated by `returnListQuerySchema`) as what the repository reads. */
export function returnListFilter(query: ReturnListQuery): ReturnListFilterResult {
  // Statuses, the date window and the page window read as the orders' do.
  const read = orderListFilter({
    page: query.page,
    take: query.limit,
    status: query.status,
    created_from: query.created_from,
    created_to: query.created_to,
  });
  if (!read.ok) return read;
  const text = query.search?.trim() ?? '';
  return {
    ok: true,
    filter: {
      ...read.filter,
      search: text === '' ? null : parseReturnSearch(text, query.search_field),
    },
  };
}
