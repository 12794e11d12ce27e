import { isUuid, parseNumericId } from '../api/ids.js';
import type { OrderListQuery, OrderSearchField, OrderStatus } from './types.js';

/**
 * A search the list can run. The order number matches whole (digits); the tracking number, route
 * code and username match from their start, case aside (what a scanner or a typing merchant
 * gives). `all` looks in every field (A37).
 */
export type OrderSearch =
  | { field: 'id'; orderNo: number | null; id: string | null }
  | { field: 'tracking_number' | 'route_code' | 'username'; text: string }
  | { field: 'all'; text: string; orderNo: number | null; id: string | null };

/** What the list reads: filters, the creation-time window and the page window. */
export interface OrderListFilter {
  statuses: OrderStatus[];
  search: OrderSearch | null;
  /** Inclusive start and exclusive end of the creation time (UTC days). */
  createdFrom: Date | null;
  createdBefore: Date | null;
  offset: number;
  limit: number;
}

/**
 * Where the list's total comes from (ADR 0056, ADR 0072, ADR 0073), each exact but the last:
 * - `status counters`: all orders or some statuses, from the per-status counters;
 * - `day counters`: a creation date window without a search (with statuses or not), from the
 *   per-day counters: the window is whole UTC days;
 * - `route counters`: a route code search without a date window, from the per-route counters. A
 *   company has a few routes, each on a large share of its orders;
 * - `capped count`: any other search, counted up to `ORDER_COUNT_CAP`.
 */
export type OrderTotalSource =
  'status counters' | 'day counters' | 'route counters' | 'capped count';

export function orderTotalSource(filter: OrderListFilter): OrderTotalSource {
  const window = filter.createdFrom !== null || filter.createdBefore !== null;
  if (filter.search === null) return window ? 'day counters' : 'status counters';
  return filter.search.field === 'route_code' && !window ? 'route counters' : 'capped count';
}

/**
 * Whether the list's total for this query is counted, so capped at `ORDER_COUNT_CAP`, rather than
 * exact from counters (`orderTotalSource`): what the page needs to show "10,000+".
 */
export function orderTotalIsCounted(
  query: Pick<OrderListQuery, 'search' | 'search_field' | 'created_from' | 'created_to'>,
): boolean {
  if ((query.search?.trim() ?? '') === '') return false;
  return query.search_field !== 'route_code' || Boolean(query.created_from || query.created_to);
}

/** The search text read for the chosen field; no field means `all` (A37). */
export function parseOrderSearch(text: string, field: OrderSearchField | undefined): OrderSearch {
  const trimmed = text.trim();
  // "#2600001" and "Order# 2600001" are how the page titles an order; take the number.
  const number = trimmed.replace(/^(order\s*)?#\s*/i, '');
  const orderNo = parseNumericId(number);
  const id = isUuid(trimmed) ? trimmed.toLowerCase() : null;
  switch (field) {
    case 'id':
      return { field: 'id', orderNo, id };
    case 'tracking_number':
    case 'route_code':
    case 'username':
      return { field, text: trimmed };
    case 'all':
    case undefined:
      return { field: 'all', text: trimmed, orderNo, id };
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfUtcDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export type OrderListFilterResult =
  | { ok: true; filter: OrderListFilter }
  | { ok: false; failure: { field: string; message: string } };

/** The list query (validated by `orderListQuerySchema`) as what the repository reads. */
export function orderListFilter(query: OrderListQuery): OrderListFilterResult {
  const from = query.created_from;
  const to = query.created_to;
  if (from !== undefined && to !== undefined && from > to) {
    return {
      ok: false,
      failure: { field: 'created_to', message: 'created_to must not be before created_from.' },
    };
  }
  const text = query.search?.trim() ?? '';
  return {
    ok: true,
    filter: {
      // The same status twice filters the same; keep the first of each.
      statuses: [...new Set(query.status ?? [])],
      search: text === '' ? null : parseOrderSearch(text, query.search_field),
      createdFrom: from ? startOfUtcDay(from) : null,
      createdBefore: to ? new Date(startOfUtcDay(to).getTime() + DAY_MS) : null,
      offset: (query.page - 1) * query.take,
      limit: query.take,
    },
  };
}
