/**
 * The dates a merchant may enter. Unbounded dates (year 0100, 9999) are typos or attacks: they
 * cost the list and the fee computation dearly and break the database's date arithmetic.
 */

/** No warehouse of ours received a parcel before this day. */
export const INBOUND_DATE_EARLIEST = '2000-01-01';
/** The list filters' window: wide enough for any real search, narrow enough for the database. */
export const FILTER_DATE_EARLIEST = '1970-01-01';
export const FILTER_DATE_LATEST = '2100-12-31';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The latest inbound date: tomorrow in UTC, so a warehouse east of UTC (China is UTC+8) can
 * receive a parcel on its own today even before the UTC day has turned.
 */
export function latestInboundDate(now: Date): string {
  return new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
}

/** True when a YYYY-MM-DD date lies between 2000-01-01 and tomorrow (both included). */
export function isInboundDateInRange(isoDate: string, now: Date): boolean {
  // YYYY-MM-DD strings sort as the dates they name.
  return isoDate >= INBOUND_DATE_EARLIEST && isoDate <= latestInboundDate(now);
}

/** True when a YYYY-MM-DD date lies in the list filters' window (1970–2100). */
export function isFilterDateInRange(isoDate: string): boolean {
  return isoDate >= FILTER_DATE_EARLIEST && isoDate <= FILTER_DATE_LATEST;
}
