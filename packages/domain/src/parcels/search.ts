import { parseNumericId } from '../api/ids.js';
import { isIsoDate } from './schemas.js';
import { LIST_TOTAL_CAP } from '../api/list-total.js';
import { PARCEL_STATUS_LABELS } from './status-labels.js';
import { PARCEL_STATUSES } from './types.js';
import type { ParcelSearchField, ParcelStatus } from './types.js';

/**
 * Weights from `from` up to (not including) `below`, in kg: the numbers that start with what was
 * typed, at the precision it was typed in ("2" → 2 to 3 kg, "2.4" → 2.4 to 2.5 kg).
 */
export interface ParcelWeightRange {
  from: number;
  below: number;
}

/** Everything the search text can be read as, for the search that looks at every field. */
export interface ParcelSearchReadings {
  text: string;
  id: number | null;
  weight: ParcelWeightRange | null;
  /** YYYY-MM-DD */
  date: string | null;
  statuses: ParcelStatus[];
}

/**
 * A search the inventory can run: what to look for, in which column. A text that cannot be what
 * the field holds (a word as a weight, a status no status is called) finds nothing; it is not an
 * error, because a merchant typing into a search box has made no mistake.
 */
export type ParcelSearch =
  | { field: 'tracking_number' | 'customer_id' | 'shelf_location'; text: string }
  | { field: 'id'; id: number | null }
  | { field: 'weight'; weight: ParcelWeightRange | null }
  /** The date the parcel was stored (its inbound date). */
  | { field: 'stored_at'; date: string | null }
  | { field: 'storage_status'; statuses: ParcelStatus[] }
  | ({ field: 'all' } & ParcelSearchReadings)
  /** No field chosen: tracking id, customer id, and the parcel id when the text is a number. */
  | { field: null; text: string; id: number | null };

/** The inventory query after validation (page and limit defaulted). */
export interface ParcelInventoryQuery {
  status?: ParcelStatus[];
  search?: string;
  search_field?: ParcelSearchField;
  created_from?: string;
  created_to?: string;
  /** Only problem parcels (the warehouse card's figure of them). */
  problem?: boolean;
  /** Only parcels in stock past the warehouse's free storage (the card's overdue figure). */
  overdue?: boolean;
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
  /** Only problem parcels (`is_problem`), whatever their status. */
  problem: boolean;
  /**
   * Only parcels in stock stored on or before the warehouse's overdue cutoff (`isParcelOverdue`);
   * the server turns it into the warehouse's cutoff, which the query cannot know.
   */
  overdue: boolean;
  offset: number;
  limit: number;
  /**
   * Counted up to `PARCEL_TOTAL_CAP` (a search, problem parcels, overdue in a creation window),
   * else exact from counters (`parcelTotalIsCapped`).
   */
  totalCapped: boolean;
}

/** A query parameter that cannot be read, in the API's words. */
export interface ParcelQueryFailure {
  field: 'created_to';
  message: string;
}

export type ParcelInventoryFilterResult =
  { ok: true; filter: ParcelInventoryFilter } | { ok: false; failure: ParcelQueryFailure };

const WEIGHT = /^(\d{1,7})(?:[.,](\d{1,6}))?\s*(?:kg)?$/i;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The weights a typed number stands for, or null when the text is no weight in kg. */
export function parcelWeightRange(text: string): ParcelWeightRange | null {
  const match = WEIGHT.exec(text.trim());
  if (!match) return null;
  const decimals = match[2] ?? '';
  // Finer than the stored grams no stored weight can match; the range stays empty, not wrong.
  const scale = 10 ** decimals.length;
  const units = Number(match[1]) * scale + Number(decimals || '0');
  return { from: units / scale, below: (units + 1) / scale };
}

/** A stored-at date typed as YYYY-MM-DD or MM/DD/YYYY (as the inventory shows dates), or null. */
export function parcelSearchDate(text: string): string | null {
  const trimmed = text.trim();
  if (isIsoDate(trimmed)) return trimmed;
  const match = US_DATE.exec(trimmed);
  if (!match) return null;
  const iso = `${match[3]}-${match[1]?.padStart(2, '0')}-${match[2]?.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

function folded(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** What a status answers to: its key, its key and label words, its labels in both languages. */
function statusNames(status: ParcelStatus): string[] {
  const { en, zhHans } = PARCEL_STATUS_LABELS[status];
  const spokenKey = status.replace(/_/g, ' ');
  return [status, spokenKey, ...spokenKey.split(' '), folded(en), ...folded(en).split(' '), zhHans];
}

/**
 * The statuses the text names: by the start of the key or of a label in either language, or of
 * one of their words ("sto", "In Stock", "在库", "return" all work), case and spacing aside.
 */
export function parcelStatusesNamed(text: string): ParcelStatus[] {
  const wanted = folded(text);
  if (wanted === '') return [];
  return PARCEL_STATUSES.filter((status) =>
    statusNames(status).some((name) => name.startsWith(wanted)),
  );
}

/** The search text read for the chosen field. */
export function parseParcelSearch(
  text: string,
  field: ParcelSearchField | undefined,
): ParcelSearch {
  switch (field) {
    case undefined:
      return { field: null, text, id: parseNumericId(text) };
    case 'id':
      return { field: 'id', id: parseNumericId(text) };
    case 'weight':
      return { field: 'weight', weight: parcelWeightRange(text) };
    case 'stored_at':
      return { field: 'stored_at', date: parcelSearchDate(text) };
    case 'storage_status':
      return { field: 'storage_status', statuses: parcelStatusesNamed(text) };
    case 'all':
      return {
        field: 'all',
        text,
        id: parseNumericId(text),
        weight: parcelWeightRange(text),
        date: parcelSearchDate(text),
        statuses: parcelStatusesNamed(text),
      };
    default:
      return { field, text };
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
  const { statuses, search } = readSearch(query);
  return {
    ok: true,
    filter: {
      statuses,
      search,
      createdFrom: from ? startOfUtcDay(from) : null,
      createdBefore: to ? new Date(startOfUtcDay(to).getTime() + DAY_MS) : null,
      problem: query.problem === true,
      overdue: query.overdue === true,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      totalCapped: totalIsCounted(query, search),
    },
  };
}

/**
 * Whether the total must be counted (up to the cap) because no counter knows it: a search, the
 * problem flag (no counter is kept by it; the problem parcels' own index counts them, as the
 * card's figure does), or overdue parcels in a creation date window (the inbound date counters
 * that answer overdue know no creation day). Everything else is summed from counters.
 */
function totalIsCounted(
  query: Pick<ParcelInventoryQuery, 'problem' | 'overdue' | 'created_from' | 'created_to'>,
  search: ParcelSearch | null,
): boolean {
  const inWindow = Boolean(query.created_from) || Boolean(query.created_to);
  return search !== null || query.problem === true || (query.overdue === true && inWindow);
}

/**
 * The statuses and the search of a query. A status search is a status filter: it narrows the
 * statuses chosen (or chooses them), so its total is exact from the counters and its pages walk
 * the status index like any status filter (ADR 0076). One that leaves no status (a text naming
 * none, or none of those chosen) stays a search that finds nothing.
 */
function readSearch(query: Pick<ParcelInventoryQuery, 'status' | 'search' | 'search_field'>): {
  statuses: ParcelStatus[];
  search: ParcelSearch | null;
} {
  const chosen = query.status ?? [];
  const text = query.search?.trim() ?? '';
  const search = text === '' ? null : parseParcelSearch(text, query.search_field);
  if (search?.field !== 'storage_status') return { statuses: chosen, search };
  const named =
    chosen.length === 0
      ? search.statuses
      : chosen.filter((status) => search.statuses.includes(status));
  return named.length > 0
    ? { statuses: named, search: null }
    : { statuses: chosen, search: { field: 'storage_status', statuses: [] } };
}

function startOfUtcDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/**
 * A search's total is counted up to here (`LIST_TOTAL_CAP`, ADR 0039): the database stops at the
 * cap instead of counting a million matches, and an answer equal to the cap means "at least"
 * (`listTotal`; the page says "10,000+", as the order list does).
 */
export const PARCEL_TOTAL_CAP = LIST_TOTAL_CAP;

/**
 * Whether the inventory's total for this query is capped (a search, problem parcels, overdue
 * parcels in a creation date window) rather than exact: all parcels or some statuses, chosen or
 * searched for, are read from the warehouse's counters (ADR 0054, 0076), a creation date window,
 * whole UTC days, from its day counts (ADR 0074), overdue parcels from its inbound date counters
 * (ADR 0077). The server counts where this says.
 */
export function parcelTotalIsCapped(
  query: Pick<
    ParcelInventoryQuery,
    'status' | 'search' | 'search_field' | 'problem' | 'overdue' | 'created_from' | 'created_to'
  >,
): boolean {
  return totalIsCounted(query, readSearch(query).search);
}
