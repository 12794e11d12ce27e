import type { FreeStorageUnit, OverdueFeeFrequency } from '../warehouses/types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A warehouse's free storage and overdue fee settings. */
export interface StorageFeePolicy {
  free_storage_duration: number;
  free_storage_unit: FreeStorageUnit;
  overdue_storage_fee: number;
  overdue_fee_frequency: OverdueFeeFrequency;
}

export interface StorageFee {
  /** Whole days since the inbound date (rounded). */
  storageDays: number;
  /** Whole days past the end of free storage; 0 while still free. */
  overdueDays: number;
  /** Fee owed so far, rounded to cents. */
  overdueFee: number;
}

function parseDate(isoDate: string): Date {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

/** Adds calendar months, keeping the day of month or the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addCalendarMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
}

/**
 * Calendar months started from `from` until `to` (`to` after `from`): the fewest months whose end
 * reaches `to`. Counted from the months between the two dates, not month by month, so a parcel
 * stored for a century costs no more to price than one stored for a week.
 */
function startedCalendarMonths(from: Date, to: Date): number {
  const monthsApart =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  // `monthsApart` months from `from` land in `to`'s month; one month fewer lands before it.
  const reached = addCalendarMonths(from, monthsApart) >= to;
  return Math.max(1, reached ? monthsApart : monthsApart + 1);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}

/**
 * Storage time and the overdue fee of a parcel (ADR 0016).
 *
 * Days are counted from the inbound date (a calendar date, midnight UTC) and rounded to whole
 * days. Free storage in months ends on the same day of the month (calendar months, clamped to
 * the month's end). The fee is charged per started period after free storage ends: per day,
 * per started 7-day week, or per started calendar month.
 */
export function storageFee(inboundDate: string, now: Date, policy: StorageFeePolicy): StorageFee {
  const inbound = parseDate(inboundDate);
  const storageDays = Math.max(0, daysBetween(inbound, now));
  const freeEnd =
    policy.free_storage_unit === 'months'
      ? addCalendarMonths(inbound, policy.free_storage_duration)
      : addDays(inbound, policy.free_storage_duration);
  const overdueDays = Math.max(0, storageDays - daysBetween(inbound, freeEnd));
  if (overdueDays === 0) return { storageDays, overdueDays, overdueFee: 0 };

  let periods: number;
  switch (policy.overdue_fee_frequency) {
    case 'day':
      periods = overdueDays;
      break;
    case 'week':
      periods = Math.ceil(overdueDays / 7);
      break;
    case 'month':
      periods = startedCalendarMonths(freeEnd, addDays(freeEnd, overdueDays));
      break;
  }
  const overdueFee = Math.round(periods * policy.overdue_storage_fee * 100) / 100;
  return { storageDays, overdueDays, overdueFee };
}
