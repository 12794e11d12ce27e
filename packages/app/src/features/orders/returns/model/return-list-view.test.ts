import { describe, expect, it } from 'vitest';
import {
  changeReturnListView,
  defaultReturnListView,
  isFilteredReturnView,
  readReturnListView,
  returnListQueryOf,
  returnListSearchParams,
  returnPagedRows,
  type ReturnListView,
} from './return-list-view';

const view = (change: Partial<ReturnListView> = {}): ReturnListView => ({
  ...defaultReturnListView,
  ...change,
});

describe('readReturnListView', () => {
  it.each([
    ['', view()],
    ['status=shipped&status=unpacked', view({ statuses: ['unpacked', 'shipped'] })],
    ['status=paid,cancelled', view({ statuses: ['paid', 'cancelled'] })],
    ['status=lost,packed', view({ statuses: ['packed'] })],
    ['search=%20YT778810000000001%20', view({ search: 'YT778810000000001' })],
    ['field=order_no&search=TB20261101', view({ search: 'TB20261101', searchField: 'order_no' })],
    ['field=route_code', view()],
    ['page=3', view({ page: 3 })],
    ['page=0', view()],
    ['page=2.5', view()],
    ['from=2026-11-30&to=2026-11-01', view({ createdFrom: '2026-11-01', createdTo: '2026-11-30' })],
    ['from=2026-02-30', view()],
  ])('%s', (search, expected) => {
    expect(readReturnListView(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('returnListSearchParams', () => {
  it.each([
    [view(), ''],
    [view({ statuses: ['shipped', 'unpacked'] }), 'status=unpacked&status=shipped'],
    [
      view({ search: '王小明', searchField: 'username' }),
      'search=%E7%8E%8B%E5%B0%8F%E6%98%8E&field=username',
    ],
    [view({ page: 4, createdTo: '2026-11-30' }), 'to=2026-11-30&page=4'],
  ])('%j → %s', (input, expected) => {
    expect(returnListSearchParams(input).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    const written = view({
      statuses: ['paid', 'cancelled'],
      search: 'R2600012',
      searchField: 'id',
      page: 7,
      createdFrom: '2026-10-01',
      createdTo: '2026-11-01',
    });
    expect(readReturnListView(returnListSearchParams(written))).toEqual(written);
  });
});

describe('changeReturnListView', () => {
  it.each([
    ['a new status', { statuses: ['paid'] }, 1],
    ['a new search', { search: 'wang' }, 1],
    ['a new field', { searchField: 'tracking_number' }, 1],
    ['a new date', { createdFrom: '2026-11-01' }, 1],
    ['the same statuses in another order', { statuses: ['shipped', 'paid'] }, 5],
    ['another page', { page: 6 }, 6],
  ] as const)('%s → page %i', (_what, change, page) => {
    const from = view({ page: 5, statuses: ['paid', 'shipped'] });
    expect(changeReturnListView(from, change as Partial<ReturnListView>).page).toBe(page);
  });
});

describe('returnListQueryOf', () => {
  it.each([
    [view(), { page: 1, limit: 12 }],
    [
      view({ statuses: ['packed'], search: 'lin', searchField: 'username', page: 2 }),
      { page: 2, limit: 12, status: ['packed'], search: 'lin', search_field: 'username' },
    ],
    [
      view({ searchField: 'order_no', createdFrom: '2026-11-01', createdTo: '2026-11-30' }),
      { page: 1, limit: 12, created_from: '2026-11-01', created_to: '2026-11-30' },
    ],
  ])('%j', (input, query) => {
    expect(returnListQueryOf(input)).toEqual(query);
  });
});

describe('totals', () => {
  it.each([
    [0, 0],
    [137, 137],
    [10_000, 10_000],
    [1_234_567, 10_000],
  ])('%i results page through %i rows', (results, rows) => {
    expect(returnPagedRows(results)).toBe(rows);
  });

  it.each([
    [view(), false],
    [view({ statuses: ['paid'] }), true],
    [view({ search: 'x' }), true],
    [view({ createdTo: '2026-11-30' }), true],
    [view({ page: 3, searchField: 'id' }), false],
  ])('%j filtered: %s', (input, filtered) => {
    expect(isFilteredReturnView(input)).toBe(filtered);
  });
});
