import {
  SETTLEMENT_COUNT_CAP,
  SETTLEMENT_PAGE_SIZE,
  SETTLEMENT_SEARCH_FIELDS,
  SETTLEMENT_STATUSES,
  settlementListFilter,
  settlementTotalFromCounters,
  type SettlementListQuery,
  type SettlementSearchField,
  type SettlementStatus,
} from '@jiyun/domain';
import { filterDay, readPage, sameList } from '../../../lib/list-url';

/**
 * What the billing overview shows, kept in the URL (as the order list, ADR 0058) so a reload, the
 * back button and a shared link land on the same filtered page.
 */
export interface BillingOverviewView {
  statuses: SettlementStatus[];
  search: string;
  searchField: SettlementSearchField;
  page: number;
  /** Statements whose cycle ends on or after this day (YYYY-MM-DD), or ''. */
  cycleFrom: string;
  /** Statements whose cycle starts on or before this day (YYYY-MM-DD), or ''. */
  cycleTo: string;
}

/** `all` looks in the statement number and the amounts (A28). */
export const DEFAULT_SETTLEMENT_SEARCH_FIELD: SettlementSearchField = 'all';

const isSearchField = (value: string): value is SettlementSearchField =>
  (SETTLEMENT_SEARCH_FIELDS as readonly string[]).includes(value);

/** The statuses named by `status` parameters, repeated or as a comma list (A28), in order. */
function readStatuses(params: URLSearchParams): SettlementStatus[] {
  const named = params.getAll('status').flatMap((value) => value.split(','));
  return SETTLEMENT_STATUSES.filter((status) => named.includes(status));
}

/** Reads the view from the URL; anything unknown or malformed falls back to the default. */
export function readBillingOverviewView(params: URLSearchParams): BillingOverviewView {
  const field = params.get('field') ?? '';
  let cycleFrom = filterDay(params.get('from'));
  let cycleTo = filterDay(params.get('to'));
  // A hand-edited link may have the ends swapped; the API would refuse it.
  if (cycleFrom && cycleTo && cycleFrom > cycleTo) [cycleFrom, cycleTo] = [cycleTo, cycleFrom];
  return {
    statuses: readStatuses(params),
    search: params.get('search')?.trim() ?? '',
    searchField: isSearchField(field) ? field : DEFAULT_SETTLEMENT_SEARCH_FIELD,
    page: readPage(params),
    cycleFrom,
    cycleTo,
  };
}

/** The URL search params of a view; defaults are left out to keep links short. */
export function billingOverviewSearchParams(view: BillingOverviewView): URLSearchParams {
  const params = new URLSearchParams();
  for (const status of SETTLEMENT_STATUSES.filter((s) => view.statuses.includes(s))) {
    params.append('status', status);
  }
  const search = view.search.trim();
  if (search) params.set('search', search);
  if (view.searchField !== DEFAULT_SETTLEMENT_SEARCH_FIELD) params.set('field', view.searchField);
  if (view.cycleFrom) params.set('from', view.cycleFrom);
  if (view.cycleTo) params.set('to', view.cycleTo);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** A change of filter, search, field or cycle starts again at page 1. */
export function changeBillingOverviewView(
  view: BillingOverviewView,
  change: Partial<BillingOverviewView>,
): BillingOverviewView {
  const next = { ...view, ...change };
  next.search = next.search.trim();
  next.statuses = SETTLEMENT_STATUSES.filter((s) => next.statuses.includes(s));
  const refiltered =
    !sameList(next.statuses, view.statuses) ||
    next.search !== view.search ||
    next.searchField !== view.searchField ||
    next.cycleFrom !== view.cycleFrom ||
    next.cycleTo !== view.cycleTo;
  if (refiltered && !('page' in change)) next.page = 1;
  return next;
}

/** The overview call's query for a view: `take` and `searchField` (A28), 10 a page (spec 9). */
export function billingOverviewQueryOf(view: BillingOverviewView): SettlementListQuery {
  const query: SettlementListQuery = { page: view.page, take: SETTLEMENT_PAGE_SIZE };
  if (view.statuses.length > 0) query.status = view.statuses;
  if (view.search) {
    query.search = view.search;
    query.searchField = view.searchField;
  }
  if (view.cycleFrom) query.cycle_from = view.cycleFrom;
  if (view.cycleTo) query.cycle_to = view.cycleTo;
  return query;
}

/** True when the view narrows the list (an empty list then means "no match", not "none yet"). */
export function isFilteredBillingView(view: BillingOverviewView): boolean {
  return (
    view.statuses.length > 0 || view.search !== '' || view.cycleFrom !== '' || view.cycleTo !== ''
  );
}

/** Whether the total is a capped count (a search or a cycle window) rather than the counters'. */
export function settlementTotalIsCounted(query: SettlementListQuery): boolean {
  return !settlementTotalFromCounters(settlementListFilter(query));
}

/** The rows the paginator may reach (a capped total stops at the cap). */
export function settlementPagedRows(results: number): number {
  return Math.min(results, SETTLEMENT_COUNT_CAP);
}
