import {
  PARCEL_PAGE_SIZE,
  PARCEL_SEARCH_FIELDS,
  PARCEL_STATUSES,
  type ParcelListQuery,
  type ParcelSearchField,
  type ParcelStatus,
} from '@jiyun/domain';
import { isRefiltered, readDayRange, readPage } from '../../../lib/list-url';
import { inventoryLinkSearch } from '../../../routes/urls';

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
  /** Received from this day (YYYY-MM-DD), or '' for no start. */
  createdFrom: string;
  /** Received up to this day, included (YYYY-MM-DD), or '' for no end. */
  createdTo: string;
  /** Problem parcels only (the warehouse card's "Problem parcels"). */
  problem: boolean;
  /** Parcels in stock past free storage only (the card's "Overdue"). */
  overdue: boolean;
}

export const DEFAULT_SEARCH_FIELD: ParcelSearchField = 'tracking_number';

export const defaultInventoryView: InventoryView = {
  statuses: [],
  search: '',
  searchField: DEFAULT_SEARCH_FIELD,
  page: 1,
  parcel: null,
  createdFrom: '',
  createdTo: '',
  problem: false,
  overdue: false,
};

const isSearchField = (value: string): value is ParcelSearchField =>
  (PARCEL_SEARCH_FIELDS as readonly string[]).includes(value);

/** Reads the view from the URL; anything unknown or malformed falls back to the default. */
export function readInventoryView(params: URLSearchParams): InventoryView {
  const statuses = PARCEL_STATUSES.filter((status) => params.getAll('status').includes(status));
  const field = params.get('field') ?? '';
  return {
    statuses,
    search: params.get('search')?.trim() ?? '',
    searchField: isSearchField(field) ? field : DEFAULT_SEARCH_FIELD,
    page: readPage(params),
    parcel: params.get('parcel')?.trim() || null,
    ...readDayRange(params),
    // As `urls.warehouses.inventory` writes them; anything else is the filter off.
    problem: params.get('problem') === 'true',
    overdue: params.get('overdue') === 'true',
  };
}

/** The URL search params of a view; defaults are left out to keep links short. */
export function inventorySearchParams(view: InventoryView): URLSearchParams {
  // The filters a figure's link can set are written as the link writes them.
  const params = new URLSearchParams(
    inventoryLinkSearch({
      statuses: PARCEL_STATUSES.filter((s) => view.statuses.includes(s)),
      problem: view.problem,
      overdue: view.overdue,
    }),
  );
  const search = view.search.trim();
  if (search) params.set('search', search);
  if (view.searchField !== DEFAULT_SEARCH_FIELD) params.set('field', view.searchField);
  if (view.createdFrom) params.set('from', view.createdFrom);
  if (view.createdTo) params.set('to', view.createdTo);
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
  const figureFiltered =
    ('problem' in change && change.problem !== view.problem) ||
    ('overdue' in change && change.overdue !== view.overdue);
  if ((isRefiltered(view, change) || figureFiltered) && !('page' in change)) next.page = 1;
  next.search = next.search.trim();
  next.statuses = PARCEL_STATUSES.filter((s) => next.statuses.includes(s));
  return next;
}

/** The list call's query for a view (the side panel is not part of it). */
export function parcelListQueryOf(view: InventoryView): ParcelListQuery {
  const query: ParcelListQuery = { page: view.page, limit: PARCEL_PAGE_SIZE };
  if (view.statuses.length > 0) query.status = view.statuses;
  if (view.search) {
    query.search = view.search;
    query.search_field = view.searchField;
  }
  if (view.createdFrom) query.created_from = view.createdFrom;
  if (view.createdTo) query.created_to = view.createdTo;
  if (view.problem) query.problem = true;
  if (view.overdue) query.overdue = true;
  return query;
}

/** True when the view narrows the list (so an empty list means "no match", not "no parcels"). */
export function isFilteredView(view: InventoryView): boolean {
  return (
    view.statuses.length > 0 ||
    view.search !== '' ||
    view.createdFrom !== '' ||
    view.createdTo !== '' ||
    view.problem ||
    view.overdue
  );
}

/**
 * The view change of a date range picked in the toolbar (YYYY-MM-DD ends, '' for none), or
 * null while only the first day is picked: the list waits for the second rather than
 * reloading between two clicks.
 */
export function createdRangeChange(range: {
  from: string;
  to: string;
}): Pick<InventoryView, 'createdFrom' | 'createdTo'> | null {
  if (range.from && !range.to) return null;
  if (!range.from && range.to) return null;
  return { createdFrom: range.from, createdTo: range.to };
}
