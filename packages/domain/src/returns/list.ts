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

/**
 * Whether the list's total for this query is counted, so capped at `RETURN_COUNT_CAP` (a
 * search), rather than read from counters (exact): what the page needs to show "10,000+".
 */
export function returnTotalIsCounted(query: Pick<ReturnListQuery, 'search'>): boolean {
  return (query.search?.trim() ?? '') !== '';
}

/**
 * Where the total comes from (ADR 0061, ADR 0073), each exact but the last: all returns or some
 * statuses from the per-status counters, a creation date window (whole UTC days) from the per-day
 * counters, a search counted up to `RETURN_COUNT_CAP`.
 */
export type ReturnTotalSource = 'status counters' | 'day counters' | 'capped count';

export function returnTotalSource(filter: ReturnListFilter): ReturnTotalSource {
  if (filter.search !== null) return 'capped count';
  return filter.createdFrom !== null || filter.createdBefore !== null
    ? 'day counters'
    : 'status counters';
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
