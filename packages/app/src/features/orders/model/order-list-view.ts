import {
  ORDER_COUNT_CAP,
  ORDER_PAGE_SIZE,
  ORDER_SEARCH_FIELDS,
  ORDER_STATUSES,
  type OrderExportQuery,
  type OrderListQuery,
  type OrderSearchField,
  type OrderStatus,
} from '@jiyun/domain';
import { isRefiltered, readDayRange, readPage } from '../../../lib/list-url';

/**
 * What the order list shows, kept in the URL so a reload, the back button and a shared link all
 * land on the same filtered page.
 */
export interface OrderListView {
  statuses: OrderStatus[];
  search: string;
  searchField: OrderSearchField;
  page: number;
  /** Created from this day (YYYY-MM-DD), or '' for no start. */
  createdFrom: string;
  /** Created up to this day, included (YYYY-MM-DD), or '' for no end. */
  createdTo: string;
}

/** `all` looks in every field (A37): what a merchant pasting an id or a username expects. */
export const DEFAULT_ORDER_SEARCH_FIELD: OrderSearchField = 'all';

export const defaultOrderListView: OrderListView = {
  statuses: [],
  search: '',
  searchField: DEFAULT_ORDER_SEARCH_FIELD,
  page: 1,
  createdFrom: '',
  createdTo: '',
};

const isSearchField = (value: string): value is OrderSearchField =>
  (ORDER_SEARCH_FIELDS as readonly string[]).includes(value);

/** Reads the view from the URL; anything unknown or malformed falls back to the default. */
export function readOrderListView(params: URLSearchParams): OrderListView {
  const statuses = ORDER_STATUSES.filter((status) => params.getAll('status').includes(status));
  const field = params.get('field') ?? '';
  return {
    statuses,
    search: params.get('search')?.trim() ?? '',
    searchField: isSearchField(field) ? field : DEFAULT_ORDER_SEARCH_FIELD,
    page: readPage(params),
    ...readDayRange(params),
  };
}

/** The URL search params of a view; defaults are left out to keep links short. */
export function orderListSearchParams(view: OrderListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const status of ORDER_STATUSES.filter((s) => view.statuses.includes(s))) {
    params.append('status', status);
  }
  const search = view.search.trim();
  if (search) params.set('search', search);
  if (view.searchField !== DEFAULT_ORDER_SEARCH_FIELD) params.set('field', view.searchField);
  if (view.createdFrom) params.set('from', view.createdFrom);
  if (view.createdTo) params.set('to', view.createdTo);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/**
 * A change of filter, search or field starts again at page 1 (page 4 of the old results means
 * nothing for the new ones).
 */
export function changeOrderListView(
  view: OrderListView,
  change: Partial<OrderListView>,
): OrderListView {
  const next = { ...view, ...change };
  if (isRefiltered(view, change) && !('page' in change)) next.page = 1;
  next.search = next.search.trim();
  next.statuses = ORDER_STATUSES.filter((s) => next.statuses.includes(s));
  return next;
}

/** The list call's query for a view. */
export function orderListQueryOf(view: OrderListView): OrderListQuery {
  const query: OrderListQuery = { page: view.page, take: ORDER_PAGE_SIZE };
  if (view.statuses.length > 0) query.status = view.statuses;
  if (view.search) {
    query.search = view.search;
    query.search_field = view.searchField;
  }
  if (view.createdFrom) query.created_from = view.createdFrom;
  if (view.createdTo) query.created_to = view.createdTo;
  return query;
}

/**
 * What the Export button downloads: the checked rows when there are any, else the whole list as
 * the view filters it (every page, not just the one shown).
 */
export function orderExportQueryOf(view: OrderListView, selectedIds: string[]): OrderExportQuery {
  if (selectedIds.length > 0) return { ids: selectedIds };
  const { page: _page, take: _take, ...filters } = orderListQueryOf(view);
  return filters;
}

/** True when the view narrows the list (so an empty list means "no match", not "no orders"). */
export function isFilteredOrderView(view: OrderListView): boolean {
  return (
    view.statuses.length > 0 ||
    view.search !== '' ||
    view.createdFrom !== '' ||
    view.createdTo !== ''
  );
}

/**
 * The rows the paginator may reach: a capped total stops the pages at the cap (the server would
 * count no further, and no merchant pages through 10,000 orders: they search).
 */
export function orderPagedRows(results: number): number {
  return Math.min(results, ORDER_COUNT_CAP);
}
