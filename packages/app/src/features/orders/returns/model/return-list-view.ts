import {
  RETURN_COUNT_CAP,
  RETURN_ORDER_STATUSES,
  RETURN_PAGE_SIZE,
  RETURN_SEARCH_FIELDS,
  type ReturnListQuery,
  type ReturnOrderStatus,
  type ReturnSearchField,
} from '@jiyun/domain';
import { isRefiltered, readDayRange, readPage } from '../../../../lib/list-url';

/**
 * What the return list shows, kept in the URL (as the order list, ADR 0058) so a reload, the
 * back button and a shared link all land on the same filtered page.
 */
export interface ReturnListView {
  statuses: ReturnOrderStatus[];
  search: string;
  searchField: ReturnSearchField;
  page: number;
  /** Created from this day (YYYY-MM-DD), or '' for no start. */
  createdFrom: string;
  /** Created up to this day, included (YYYY-MM-DD), or '' for no end. */
  createdTo: string;
}

/** `all` looks in every field, as for orders (A37, A38). */
export const DEFAULT_RETURN_SEARCH_FIELD: ReturnSearchField = 'all';

export const defaultReturnListView: ReturnListView = {
  statuses: [],
  search: '',
  searchField: DEFAULT_RETURN_SEARCH_FIELD,
  page: 1,
  createdFrom: '',
  createdTo: '',
};

const isSearchField = (value: string): value is ReturnSearchField =>
  (RETURN_SEARCH_FIELDS as readonly string[]).includes(value);

/** The statuses named by `status` parameters, repeated or as a comma list (A28), in order. */
function readStatuses(params: URLSearchParams): ReturnOrderStatus[] {
  const named = params.getAll('status').flatMap((value) => value.split(','));
  return RETURN_ORDER_STATUSES.filter((status) => named.includes(status));
}

/** Reads the view from the URL; anything unknown or malformed falls back to the default. */
export function readReturnListView(params: URLSearchParams): ReturnListView {
  const field = params.get('field') ?? '';
  return {
    statuses: readStatuses(params),
    search: params.get('search')?.trim() ?? '',
    searchField: isSearchField(field) ? field : DEFAULT_RETURN_SEARCH_FIELD,
    page: readPage(params),
    ...readDayRange(params),
  };
}

/** The URL search params of a view; defaults are left out to keep links short. */
export function returnListSearchParams(view: ReturnListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const status of RETURN_ORDER_STATUSES.filter((s) => view.statuses.includes(s))) {
    params.append('status', status);
  }
  const search = view.search.trim();
  if (search) params.set('search', search);
  if (view.searchField !== DEFAULT_RETURN_SEARCH_FIELD) params.set('field', view.searchField);
  if (view.createdFrom) params.set('from', view.createdFrom);
  if (view.createdTo) params.set('to', view.createdTo);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** A change of filter, search or field starts again at page 1. */
export function changeReturnListView(
  view: ReturnListView,
  change: Partial<ReturnListView>,
): ReturnListView {
  const next = { ...view, ...change };
  if (isRefiltered(view, change) && !('page' in change)) next.page = 1;
  next.search = next.search.trim();
  next.statuses = RETURN_ORDER_STATUSES.filter((s) => next.statuses.includes(s));
  return next;
}

/** The list call's query for a view: `limit` (A28), 12 a page (spec 9). */
export function returnListQueryOf(view: ReturnListView): ReturnListQuery {
  const query: ReturnListQuery = { page: view.page, limit: RETURN_PAGE_SIZE };
  if (view.statuses.length > 0) query.status = view.statuses;
  if (view.search) {
    query.search = view.search;
    query.search_field = view.searchField;
  }
  if (view.createdFrom) query.created_from = view.createdFrom;
  if (view.createdTo) query.created_to = view.createdTo;
  return query;
}

/** True when the view narrows the list (so an empty list means "no match", not "no returns"). */
export function isFilteredReturnView(view: ReturnListView): boolean {
  return (
    view.statuses.length > 0 ||
    view.search !== '' ||
    view.createdFrom !== '' ||
    view.createdTo !== ''
  );
}

/** The rows the paginator may reach (a capped total stops at the cap). */
export function returnPagedRows(results: number): number {
  return Math.min(results, RETURN_COUNT_CAP);
}
