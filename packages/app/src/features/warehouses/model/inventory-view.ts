import {
  PARCEL_PAGE_SIZE,
  PARCEL_SEARCH_FIELDS,
  PARCEL_STATUSES,
  type ParcelListQuery,
  type ParcelSearchField,
  type ParcelStatus,
} from '@jiyun/domain';

/**
 * What the inventory page shows, kept in the URL so a reload, the back button and a shared link
 * all land on the same filtered page with the same parcel open.
 */
export interface InventoryView {
  statuses: ParcelStatus[];
  search: string;
  searchField: ParcelSearchField;
  page: number;
  /** The parcel whose side panel is open. */
  parcel: string | null;
}

export const DEFAULT_SEARCH_FIELD: ParcelSearchField = 'tracking_number';

export const defaultInventoryView: InventoryView = {
  statuses: [],
  search: '',
  searchField: DEFAULT_SEARCH_FIELD,
  page: 1,
  parcel: null,
};

const isSearchField = (value: string): value is ParcelSearchField =>
  (PARCEL_SEARCH_FIELDS as readonly string[]).includes(value);

/** Reads the view from the URL; anything unknown or malformed falls back to the default. */
export function readInventoryView(params: URLSearchParams): InventoryView {
  const statuses = PARCEL_STATUSES.filter((status) => params.getAll('status').includes(status));
  const field = params.get('field') ?? '';
  const pageText = params.get('page') ?? '';
  const page = /^\d+$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const parcel = params.get('parcel')?.trim() || null;
  return {
    statuses,
    search: params.get('search')?.trim() ?? '',
    searchField: isSearchField(field) ? field : DEFAULT_SEARCH_FIELD,
    page,
    parcel,
  };
}

/** The URL search params of a view; defaults are left out to keep links short. */
export function inventorySearchParams(view: InventoryView): URLSearchParams {
  const params = new URLSearchParams();
  for (const status of PARCEL_STATUSES.filter((s) => view.statuses.includes(s))) {
    params.append('status', status);
  }
  const search = view.search.trim();
  if (search) params.set('search', search);
  if (view.searchField !== DEFAULT_SEARCH_FIELD) params.set('field', view.searchField);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.parcel) params.set('parcel', view.parcel);
  return params;
}

/**
 * A change of filter, search or field starts again at page 1 (page 4 of the old results means
 * nothing for the new ones); the open parcel stays open.
 */
export function changeInventoryView(
  view: InventoryView,
  change: Partial<InventoryView>,
): InventoryView {
  const next = { ...view, ...change };
  const refiltered =
    ('statuses' in change && !sameList(change.statuses ?? [], view.statuses)) ||
    ('search' in change && (change.search ?? '').trim() !== view.search) ||
    ('searchField' in change && change.searchField !== view.searchField);
  if (refiltered && !('page' in change)) next.page = 1;
  next.search = next.search.trim();
  next.statuses = PARCEL_STATUSES.filter((s) => next.statuses.includes(s));
  return next;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** The list call's query for a view (the side panel is not part of it). */
export function parcelListQueryOf(view: InventoryView): ParcelListQuery {
  const query: ParcelListQuery = { page: view.page, limit: PARCEL_PAGE_SIZE };
  if (view.statuses.length > 0) query.status = view.statuses;
  if (view.search) {
    query.search = view.search;
    query.search_field = view.searchField;
  }
  return query;
}
