import { isFilterDateInRange, isIsoDate } from '@jiyun/domain';

/**
 * What every list page reads from its URL the same way: the page number and a day range.
 * Anything malformed falls back to the default, so a hand-edited link still opens the list.
 */

/** A day the list filter can take (the API's 1970–2100 bounds), or '' for anything else. */
export function filterDay(text: string | null): string {
  const day = text?.trim() ?? '';
  return isIsoDate(day) && isFilterDateInRange(day) ? day : '';
}

/** `from` and `to` (YYYY-MM-DD); a hand-edited link may have the ends swapped, the API would refuse it. */
export function readDayRange(params: URLSearchParams): { createdFrom: string; createdTo: string } {
  let createdFrom = filterDay(params.get('from'));
  let createdTo = filterDay(params.get('to'));
  if (createdFrom && createdTo && createdFrom > createdTo) {
    [createdFrom, createdTo] = [createdTo, createdFrom];
  }
  return { createdFrom, createdTo };
}

/** `page`, a whole number from 1 (7 digits at most: far past any list); 1 otherwise. */
export function readPage(params: URLSearchParams): number {
  const text = params.get('page') ?? '';
  return /^\d{1,7}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
}

/** Whether two filter lists hold the same items, in any order. */
export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** The filter part of a list view: a change of any of it starts the list again at page 1. */
interface FilterView {
  statuses: readonly string[];
  search: string;
  searchField: string;
  createdFrom: string;
  createdTo: string;
}

/** Whether `change` changes what the list shows (not only which page of it). */
export function isRefiltered(view: FilterView, change: Partial<FilterView>): boolean {
  return (
    ('statuses' in change && !sameList(change.statuses ?? [], view.statuses)) ||
    ('search' in change && (change.search ?? '').trim() !== view.search) ||
    ('searchField' in change && change.searchField !== view.searchField) ||
    ('createdFrom' in change && change.createdFrom !== view.createdFrom) ||
    ('createdTo' in change && change.createdTo !== view.createdTo)
  );
}
