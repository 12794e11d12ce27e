import { describe, expect, it } from 'vitest';
import type { WarehouseFigures } from '@jiyun/domain';
import { urls } from '../../../routes/urls';
import {
  changeInventoryView,
  createdRangeChange,
  defaultInventoryView,
  isFilteredView,
  inventorySearchParams,
  parcelListQueryOf,
  readInventoryView,
  type InventoryView,
} from './inventory-view';

const view = (change: Partial<InventoryView> = {}): InventoryView => ({
  ...defaultInventoryView,
  ...change,
});

describe('readInventoryView', () => {
  it.each<[string, string, InventoryView]>([
    ['an empty URL is the default view', '', view()],
    [
      'statuses, search, field, page and parcel',
      'status=stored&status=error&search=YT123&field=customer_id&page=3&parcel=42',
      view({
        statuses: ['stored', 'error'],
        search: 'YT123',
        searchField: 'customer_id',
        page: 3,
        parcel: '42',
      }),
    ],
    [
      'statuses come back in the product order',
      'status=error&status=pending',
      view({ statuses: ['pending', 'error'] }),
    ],
    ['an unknown status is dropped', 'status=lost&status=stored', view({ statuses: ['stored'] })],
    ['an unknown search field falls back', 'field=password', view()],
    ['page 0 falls back to 1', 'page=0', view()],
    ['a page that is not a number falls back to 1', 'page=two', view()],
    ['a negative page falls back to 1', 'page=-2', view()],
    ['spaces around the search are dropped', 'search=%20%20YT1%20', view({ search: 'YT1' })],
    ['an empty parcel is no parcel', 'parcel=', view()],
    [
      'a received-date range',
      'from=2026-11-01&to=2026-11-15',
      view({ createdFrom: '2026-11-01', createdTo: '2026-11-15' }),
    ],
    [
      'a range written backwards is put in order',
      'from=2026-11-15&to=2026-11-01',
      view({ createdFrom: '2026-11-01', createdTo: '2026-11-15' }),
    ],
    ['a day that is no date is dropped', 'from=2026-02-30&to=soon', view()],
    ['a day outside 1970–2100 is dropped', 'from=1969-12-31&to=2101-01-01', view()],
    ['problem parcels', 'problem=true', view({ problem: true })],
    ['overdue parcels', 'overdue=true', view({ overdue: true })],
    ['anything but true is the filter off', 'problem=1&overdue=yes', view()],
  ])('%s', (_name, query, expected) => {
    expect(readInventoryView(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('the links of the warehouse figures', () => {
  // Each figure opens the inventory filtered to exactly what it counts (issue 40.5).
  it.each<[keyof WarehouseFigures, Partial<InventoryView>]>([
    ['in_stock', { statuses: ['stored', 'restored'] }],
    ['overdue', { overdue: true }],
    ['problem_parcels', { problem: true }],
  ])('open the inventory on the filter of %s', (figure, expected) => {
    const link = new URL(urls.warehouses.figure('wh-1', figure), 'https://merchant.test');
    expect(link.pathname).toBe('/warehouse/wh-1');
    expect(readInventoryView(link.searchParams)).toEqual(view(expected));
    // The page writes its URL back as the link wrote it.
    expect(inventorySearchParams(view(expected)).toString()).toBe(link.search.slice(1));
  });
});

describe('inventorySearchParams', () => {
  it.each<[string, InventoryView, string]>([
    ['the default view is a bare URL', view(), ''],
    [
      'every part of the view',
      view({
        statuses: ['stored', 'error'],
        search: 'YT1',
        searchField: 'id',
        page: 2,
        parcel: '7',
      }),
      'status=stored&status=error&search=YT1&field=id&page=2&parcel=7',
    ],
    [
      'a received-date range',
      view({ createdFrom: '2026-11-01', createdTo: '2026-11-15' }),
      'from=2026-11-01&to=2026-11-15',
    ],
    ['a blank search is left out', view({ search: '   ' }), ''],
    [
      'the figure filters, as their links write them',
      view({ statuses: ['restored'], problem: true, overdue: true }),
      'status=restored&problem=true&overdue=true',
    ],
  ])('%s', (_name, input, expected) => {
    expect(inventorySearchParams(input).toString()).toBe(expected);
  });

  it.each([
    view(),
    view({ statuses: ['pending', 'packed', 'restored'], page: 9 }),
    view({ search: 'CA 12', searchField: 'shelf_location', parcel: '15' }),
    view({ createdFrom: '2026-10-01', createdTo: '2026-10-31', searchField: 'all' }),
    view({ problem: true, overdue: true, statuses: ['stored'], page: 2 }),
  ])('reading back what was written gives the same view (%#)', (input) => {
    expect(readInventoryView(inventorySearchParams(input))).toEqual(input);
  });
});

describe('changeInventoryView', () => {
  const onPage3 = view({ page: 3, statuses: ['stored'], search: 'YT', parcel: '5' });
  it.each<[string, Partial<InventoryView>, Partial<InventoryView>]>([
    [
      'another status filter starts at page 1',
      { statuses: ['error'] },
      { statuses: ['error'], page: 1 },
    ],
    ['the same statuses keep the page', { statuses: ['stored'] }, {}],
    ['a new search starts at page 1', { search: 'ZX' }, { search: 'ZX', page: 1 }],
    ['the same search with spaces keeps the page', { search: ' YT ' }, {}],
    [
      'another search field starts at page 1',
      { searchField: 'id' },
      { searchField: 'id', page: 1 },
    ],
    ['opening a parcel keeps the page', { parcel: '9' }, { parcel: '9' }],
    ['closing the panel keeps the page', { parcel: null }, { parcel: null }],
    ['moving to a page', { page: 4 }, { page: 4 }],
    [
      'a date range starts at page 1',
      { createdFrom: '2026-11-01', createdTo: '2026-11-02' },
      { createdFrom: '2026-11-01', createdTo: '2026-11-02', page: 1 },
    ],
    ['problem parcels start at page 1', { problem: true }, { problem: true, page: 1 }],
    ['overdue parcels start at page 1', { overdue: true }, { overdue: true, page: 1 }],
    ['a filter left as it was keeps the page', { problem: false, overdue: false }, {}],
  ])('%s', (_name, change, expected) => {
    expect(changeInventoryView(onPage3, change)).toEqual({ ...onPage3, ...expected });
  });
});

describe('parcelListQueryOf', () => {
  it.each<[string, InventoryView, object]>([
    ['the default view asks for page 1 of 10', view(), { page: 1, limit: 10 }],
    [
      'statuses and a search with its field',
      view({ statuses: ['stored', 'error'], search: 'YT1', searchField: 'customer_id', page: 2 }),
      {
        page: 2,
        limit: 10,
        status: ['stored', 'error'],
        search: 'YT1',
        search_field: 'customer_id',
      },
    ],
    ['no search sends no field', view({ searchField: 'id' }), { page: 1, limit: 10 }],
    ['the open parcel is not part of the list call', view({ parcel: '3' }), { page: 1, limit: 10 }],
    [
      'the received-date range',
      view({ createdFrom: '2026-11-01', createdTo: '2026-11-15' }),
      { page: 1, limit: 10, created_from: '2026-11-01', created_to: '2026-11-15' },
    ],
    [
      'the figure filters',
      view({ problem: true, overdue: true }),
      { page: 1, limit: 10, problem: true, overdue: true },
    ],
  ])('%s', (_name, input, expected) => {
    expect(parcelListQueryOf(input)).toEqual(expected);
  });
});

describe('isFilteredView', () => {
  it.each<[string, Partial<InventoryView>, boolean]>([
    ['the default view', {}, false],
    ['an open parcel', { parcel: '4' }, false],
    ['a status', { statuses: ['stored'] }, true],
    ['a search', { search: 'YT' }, true],
    ['a start day', { createdFrom: '2026-11-01' }, true],
    ['an end day', { createdTo: '2026-11-01' }, true],
    ['problem parcels', { problem: true }, true],
    ['overdue parcels', { overdue: true }, true],
  ])('%s → %s', (_name, change, expected) => {
    expect(isFilteredView(view(change))).toBe(expected);
  });
});

describe('createdRangeChange', () => {
  it.each<[string, { from: string; to: string }, object | null]>([
    [
      'both ends',
      { from: '2026-11-01', to: '2026-11-15' },
      { createdFrom: '2026-11-01', createdTo: '2026-11-15' },
    ],
    ['a cleared range', { from: '', to: '' }, { createdFrom: '', createdTo: '' }],
    ['the first pick only waits', { from: '2026-11-01', to: '' }, null],
    ['an end alone waits', { from: '', to: '2026-11-01' }, null],
  ])('%s', (_name, range, expected) => {
    expect(createdRangeChange(range)).toEqual(expected);
  });
});
