/** How many of the rows on the page are selected, for the select-all checkbox. */
export type SelectAllState = 'none' | 'some' | 'all';

/** Number of pages for `totalRows` rows; at least 1 so an empty table still has a page. */
export function pageCountOf(totalRows: number, pageSize: number): number {
  if (pageSize < 1) return 1;
  return Math.max(1, Math.ceil(Math.max(0, totalRows) / pageSize));
}

/** `page` moved into `1..pageCount`. */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pageCount));
}

/** The rows of a 1-based page, for client-side paging. */
export function pageSlice<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** Whether none, some or all of the page's rows are in the selection. */
export function selectAllState(
  selectedIds: readonly string[],
  pageIds: readonly string[],
): SelectAllState {
  if (pageIds.length === 0) return 'none';
  const selected = new Set(selectedIds);
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

/**
 * The selection after pressing select-all: when every row on the page is selected they are all
 * removed, otherwise the page's rows are added. Rows of other pages keep their state.
 */
export function toggleAll(selectedIds: readonly string[], pageIds: readonly string[]): string[] {
  if (selectAllState(selectedIds, pageIds) === 'all') {
    const page = new Set(pageIds);
    return selectedIds.filter((id) => !page.has(id));
  }
  const selected = new Set(selectedIds);
  return [...selectedIds, ...pageIds.filter((id) => !selected.has(id))];
}

/** The selection after pressing one row's checkbox. */
export function toggleRow(selectedIds: readonly string[], id: string): string[] {
  return selectedIds.includes(id)
    ? selectedIds.filter((selected) => selected !== id)
    : [...selectedIds, id];
}

/** A column's alignment: the one asked for, else numbers at the end (so digits line up). */
export function columnAlign(
  kind: 'text' | 'identifier' | 'date' | 'number' | 'action' | undefined,
  align: 'start' | 'center' | 'end' | undefined,
): 'start' | 'center' | 'end' {
  return align ?? (kind === 'number' ? 'end' : 'start');
}
