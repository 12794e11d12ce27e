import { describe, expect, it } from 'vitest';
import {
  changeOrderListView,
  defaultOrderListView,
  isFilteredOrderView,
  orderExportQueryOf,
  orderListQueryOf,
  orderListSearchParams,
  orderPagedRows,
  readOrderListView,
  type OrderListView,
} from './order-list-view';

const view = (change: Partial<OrderListView> = {}): OrderListView => ({
  ...defaultOrderListView,
  ...change,
});

describe('readOrderListView', () => {
  it.each([
    ['', view()],
    ['status=shipped&status=unpacked', view({ statuses: ['unpacked', 'shipped'] })],
    ['status=cancelled', view({ statuses: ['cancelled'] })],
    ['status=lost&status=paid', view({ statuses: ['paid'] })],
    ['search=%20YT778810000000001%20', view({ search: 'YT778810000000001' })],
    ['field=username&search=wang', view({ search: 'wang', searchField: 'username' })],
    ['field=phone', view()],
    ['page=3', view({ page: 3 })],
    ['page=0', view()],
    ['page=-2', view()],
    ['page=2.5', view()],
    ['page=99999999999', view()],
    ['from=2026-11-01&to=2026-11-30', view({ createdFrom: '2026-11-01', createdTo: '2026-11-30' })],
    ['from=2026-11-30&to=2026-11-01', view({ createdFrom: '2026-11-01', createdTo: '2026-11-30' })],
    ['from=2026-02-30', view()],
    ['from=1900-01-01', view()],
  ])('%s', (search, expected) => {
    expect(readOrderListView(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('orderListSearchParams', () => {
  it.each([
    [view(), ''],
    [view({ statuses: ['shipped', 'unpacked'] }), 'status=unpacked&status=shipped'],
    [
      view({ search: '王小明', searchField: 'username' }),
      'search=%E7%8E%8B%E5%B0%8F%E6%98%8E&field=username',
    ],
    [view({ page: 4, createdFrom: '2026-11-01' }), 'from=2026-11-01&page=4'],
  ])('%j → %s', (input, expected) => {
    expect(orderListSearchParams(input).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    const written = view({
      statuses: ['paid', 'cancelled'],
      search: 'CN-YVR-AIR',
      searchField: 'route_code',
      page: 7,
      createdFrom: '2026-10-01',
      createdTo: '2026-11-26',
    });
    expect(readOrderListView(orderListSearchParams(written))).toEqual(written);
  });
});

describe('changeOrderListView', () => {
  const onPage5 = view({ page: 5, statuses: ['paid'] });
  it.each([
    ['a new status', { statuses: ['shipped' as const] }, 1],
    ['the same statuses', { statuses: ['paid' as const] }, 5],
    ['a search', { search: ' 2600017 ' }, 1],
    ['a search field', { searchField: 'id' as const }, 1],
    ['a date range', { createdFrom: '2026-11-01', createdTo: '2026-11-02' }, 1],
    ['a page', { page: 6 }, 6],
  ])('%s → page %i', (_name, change, page) => {
    expect(changeOrderListView(onPage5, change).page).toBe(page);
  });

  it('trims the search and keeps statuses in the contract order', () => {
    expect(
      changeOrderListView(view(), { search: '  wang ', statuses: ['cancelled', 'unpacked'] }),
    ).toMatchObject({ search: 'wang', statuses: ['unpacked', 'cancelled'] });
  });
});

describe('orderListQueryOf', () => {
  it.each([
    [view(), { page: 1, take: 13 }],
    [view({ page: 2, statuses: ['paid'] }), { page: 2, take: 13, status: ['paid'] }],
    [
      view({ search: 'li.na', searchField: 'username' }),
      { page: 1, take: 13, search: 'li.na', search_field: 'username' },
    ],
    [view({ searchField: 'username' }), { page: 1, take: 13 }],
    [
      view({ createdFrom: '2026-11-01', createdTo: '2026-11-30' }),
      { page: 1, take: 13, created_from: '2026-11-01', created_to: '2026-11-30' },
    ],
  ])('%j', (input, expected) => {
    expect(orderListQueryOf(input)).toEqual(expected);
  });
});

describe('isFilteredOrderView', () => {
  it.each([
    [view(), false],
    [view({ page: 3, searchField: 'id' }), false],
    [view({ statuses: ['cancelled'] }), true],
    [view({ search: 'YT7788' }), true],
    [view({ createdTo: '2026-11-30' }), true],
  ])('%j → %s', (input, expected) => {
    expect(isFilteredOrderView(input)).toBe(expected);
  });
});

describe('the pages a total reaches', () => {
  it.each([
    [0, 0],
    [137, 137],
    [10_000, 10_000],
    [1_234_567, 10_000],
  ])('%i results → %i rows', (results, rows) => {
    expect(orderPagedRows(results)).toBe(rows);
  });
});

describe('what Export downloads', () => {
  const filtered = view({
    statuses: ['packed', 'paid'],
    search: 'wang',
    searchField: 'username',
    createdFrom: '2026-11-01',
    createdTo: '2026-11-20',
    page: 4,
  });

  it('is the whole filtered list, every page, when no row is checked', () => {
    expect(orderExportQueryOf(filtered, [])).toEqual({
      status: ['packed', 'paid'],
      search: 'wang',
      search_field: 'username',
      created_from: '2026-11-01',
      created_to: '2026-11-20',
    });
    expect(orderExportQueryOf(view(), [])).toEqual({});
  });

  it('is only the checked rows when some are', () => {
    const ids = ['6f1c2a8e-9b71-4f0a-9d35-0b4d6a527c1e', '0b4d6a52-7c1e-4f0a-9d35-6f1c2a8e9b71'];
    expect(orderExportQueryOf(filtered, ids)).toEqual({ ids });
  });
});
