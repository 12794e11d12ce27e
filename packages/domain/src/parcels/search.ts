import { parseNumericId } from '../api/ids.js';
import { PARCEL_STATUSES } from './types.js';
import type { ParcelSearchField, ParcelStatus } from './types.js';

/** A search the inventory can run: what to look for, in which column. */
export type ParcelSearch =
  | { field: 'tracking_number' | 'customer_id' | 'stored_at'; text: string }
  | { field: 'id'; id: number | null }
  | { field: 'weight'; weight: number }
  | { field: 'storage_status'; status: ParcelStatus }
  /** No field chosen: tracking id, customer id, and the parcel id when the text is a number. */
  | { field: null; text: string; id: number | null };

/** The inventory query after validation (page and limit defaulted). */
export interface ParcelInventoryQuery {
  status?: ParcelStatus[];
  search?: string;
  search_field?: ParcelSearchField;
  created_from?: string;
  created_to?: string;
  page: number;
  limit: number;
}

/** What the inventory list reads: filters, the creation-time window and the page window. */
export interface ParcelInventoryFilter {
  statuses: ParcelStatus[];
  search: ParcelSearch | null;
  /** Inclusive start and exclusive end of the creation time (UTC days). */
  createdFrom: Date | null;
  createdBefore: Date | null;
  offset: number;
  limit: number;
}

/** A query parameter that cannot be read, in the API's words. */
export interface ParcelQueryFailure {
  field: 'search' | 'created_to';
  message: string;
}

export type ParcelInventoryFilterResult =
  { ok: true; filter: ParcelInventoryFilter } | { ok: false; failure: ParcelQueryFailure };

const WEIGHT = /^\d+(\.\d+)?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The search text read for the chosen field: a weight must be a number of kg and a status one of
 * the statuses; an id that is no number finds nothing rather than failing.
 */
export function parseParcelSearch(
  text: string,
  field: ParcelSearchField | undefined,
): { ok: true; search: ParcelSearch } | { ok: false; failure: ParcelQueryFailure } {
  switch (field) {
    case undefined:
      return { ok: true, search: { field: null, text, id: parseNumericId(text) } };
    case 'id':
      return { ok: true, search: { field: 'id', id: parseNumericId(text) } };
    case 'weight':
      if (!WEIGHT.test(text)) {
        return searchFailure('search must be a weight in kg when search_field is weight.');
      }
      return { ok: true, search: { field: 'weight', weight: Number(text) } };
    case 'storage_status': {
      const status = PARCEL_STATUSES.find((one) => one === text.toLowerCase());
      if (status === undefined) {
        return searchFailure(
          `search must be one of ${PARCEL_STATUSES.join(', ')} when search_field is storage_status.`,
        );
      }
      return { ok: true, search: { field: 'storage_status', status } };
    }
    default:
      return { ok: true, search: { field, text } };
  }
}

/**
 * The inventory query as the list reads it: blank search means none, the date range is whole UTC
 * days with `created_to` included, and the page becomes an offset.
 */
export function parcelInventoryFilter(query: ParcelInventoryQuery): ParcelInventoryFilterResult {
  const { created_from: from, created_to: to } = query;
  if (from && to && from > to) {
    return {
      ok: false,
      failure: { field: 'created_to', message: 'created_to must not be before created_from.' },
    };
  }
  const text = query.search?.trim() ?? '';
  let search: ParcelSearch | null = null;
  if (text !== '') {
    const parsed = parseParcelSearch(text, query.search_field);
    if (!parsed.ok) return parsed;
    search = parsed.search;
  }
  return {
    ok: true,
    filter: {
      statuses: query.status ?? [],
      search,
      createdFrom: from ? startOfUtcDay(from) : null,
      createdBefore: to ? new Date(startOfUtcDay(to).getTime() + DAY_MS) : null,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    },
  };
}

function startOfUtcDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function searchFailure(message: string): { ok: false; failure: ParcelQueryFailure } {
  return { ok: false, failure: { field: 'search', message } };
}
