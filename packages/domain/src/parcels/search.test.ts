import { describe, expect, it } from 'vitest';
import {
  parcelInventoryFilter,
  parcelSearchDate,
  parcelStatusesNamed,
  parcelTotalIsCapped,
  parcelWeightRange,
  parseParcelSearch,
} from './search.js';
import type { ParcelInventoryQuery, ParcelSearch, ParcelWeightRange } from './search.js';
import type { ParcelSearchField, ParcelStatus } from './types.js';

describe('parseParcelSearch', () => {
  it.each<[string, ParcelSearchField | undefined, ParcelSearch]>([
    ['SF123', undefined, { field: null, text: 'SF123', id: null }],
    ['4711', undefined, { field: null, text: '4711', id: 4711 }],
    ['4711', 'id', { field: 'id', id: 4711 }],
    ['abc', 'id', { field: 'id', id: null }],
    ['1234567890123456', 'id', { field: 'id', id: null }],
    ['2.4', 'weight', { field: 'weight', weight: { from: 2.4, below: 2.5 } }],
    ['12', 'weight', { field: 'weight', weight: { from: 12, below: 13 } }],
    ['sto', 'weight', { field: 'weight', weight: null }],
    ['Packed', 'storage_status', { field: 'storage_status', statuses: ['packed'] }],
    ['In Stock', 'storage_status', { field: 'storage_status', statuses: ['stored'] }],
    ['在库', 'storage_status', { field: 'storage_status', statuses: ['stored'] }],
    ['sto', 'storage_status', { field: 'storage_status', statuses: ['stored'] }],
    ['lost', 'storage_status', { field: 'storage_status', statuses: [] }],
    ['sf99', 'tracking_number', { field: 'tracking_number', text: 'sf99' }],
    ['C1099', 'customer_id', { field: 'customer_id', text: 'C1099' }],
    ['A-01', 'shelf_location', { field: 'shelf_location', text: 'A-01' }],
    ['2026-11-02', 'stored_at', { field: 'stored_at', date: '2026-11-02' }],
    ['11/02/2026', 'stored_at', { field: 'stored_at', date: '2026-11-02' }],
    ['A-01', 'stored_at', { field: 'stored_at', date: null }],
    [
      '12',
      'all',
      {
        field: 'all',
        text: '12',
        id: 12,
        weight: { from: 12, below: 13 },
        date: null,
        statuses: [],
      },
    ],
    [
      '异常',
      'all',
      { field: 'all', text: '异常', id: null, weight: null, date: null, statuses: ['error'] },
    ],
    [
      '11/02/2026',
      'all',
      {
        field: 'all',
        text: '11/02/2026',
        id: null,
        weight: null,
        date: '2026-11-02',
        statuses: [],
      },
    ],
  ])('reads %j in %s', (text, field, expected) => {
    expect(parseParcelSearch(text, field)).toEqual(expected);
  });
});

describe('parcelStatusesNamed', () => {
  it.each<[string, ParcelStatus[]]>([
    ['stored', ['stored']],
    ['STORED', ['stored']],
    ['in  stock', ['stored']],
    ['stock', ['stored']],
    ['Pending Inbound', ['pending']],
    ['待入库', ['pending']],
    ['已', ['packed', 'returned', 'restored']],
    ['return', ['returned', 'return_processing']],
    ['return_processing', ['return_processing']],
    ['退货处理中', ['return_processing']],
    ['exception', ['error']],
    ['error', ['error']],
    ['re', ['returned', 'return_processing', 'restored']],
    ['', []],
    ['lost', []],
    ['库', []],
  ])('%j → %j', (text, statuses) => {
    expect(parcelStatusesNamed(text)).toEqual(statuses);
  });
});

describe('parcelWeightRange', () => {
  it.each<[string, ParcelWeightRange | null]>([
    ['2', { from: 2, below: 3 }],
    ['2.4', { from: 2.4, below: 2.5 }],
    ['2,45', { from: 2.45, below: 2.46 }],
    ['0.125 kg', { from: 0.125, below: 0.126 }],
    ['3KG', { from: 3, below: 4 }],
    ['2.', null],
    ['-1', null],
    ['heavy', null],
    ['1e3', null],
    ['', null],
  ])('%j → %j', (text, range) => {
    expect(parcelWeightRange(text)).toEqual(range);
  });
});

describe('parcelSearchDate', () => {
  it.each<[string, string | null]>([
    ['2026-11-02', '2026-11-02'],
    ['11/02/2026', '2026-11-02'],
    ['1/2/2026', '2026-01-02'],
    ['02/30/2026', null],
    ['2026-02-30', null],
    ['13/01/2026', null],
    ['yesterday', null],
  ])('%j → %j', (text, date) => {
    expect(parcelSearchDate(text)).toEqual(date);
  });
});

describe('parcelInventoryFilter', () => {
  const query = (overrides: Partial<ParcelInventoryQuery> = {}): ParcelInventoryQuery => ({
    page: 1,
    limit: 10,
    ...overrides,
  });

  it.each<[string, ParcelInventoryQuery, Record<string, unknown>]>([
    [
      'the first page without filters',
      query(),
      {
        statuses: [],
        search: null,
        createdFrom: null,
        createdBefore: null,
        offset: 0,
        limit: 10,
        totalCapped: false,
      },
    ],
    ['a later page as an offset', query({ page: 3, limit: 25 }), { offset: 50, limit: 25 }],
    ['a blank search as none', query({ search: '   ' }), { search: null }],
    [
      'a trimmed search',
      query({ search: ' SF1 ', search_field: 'tracking_number' }),
      { search: { field: 'tracking_number', text: 'SF1' } },
    ],
    [
      'a word as a weight, which finds nothing',
      query({ search: 'heavy', search_field: 'weight' }),
      { search: { field: 'weight', weight: null } },
    ],
    [
      'a one-day range including the last day',
      query({ created_from: '2026-11-02', created_to: '2026-11-02' }),
      {
        createdFrom: new Date('2026-11-02T00:00:00Z'),
        createdBefore: new Date('2026-11-03T00:00:00Z'),
      },
    ],
    [
      'the statuses, with an exact total',
      query({ status: ['stored', 'error'] }),
      { statuses: ['stored', 'error'], totalCapped: false },
    ],
    ['a search, with a capped total', query({ search: 'C000123' }), { totalCapped: true }],
    [
      'a status search as the statuses it names, with an exact total',
      query({ search: '在库', search_field: 'storage_status' }),
      { statuses: ['stored'], search: null, totalCapped: false },
    ],
    [
      'a status search within the statuses chosen: those both name',
      query({
        status: ['stored', 'returned', 'return_processing'],
        search: 'return',
        search_field: 'storage_status',
      }),
      { statuses: ['returned', 'return_processing'], search: null, totalCapped: false },
    ],
    [
      'a status search naming some of the statuses chosen',
      query({ status: ['returned', 'packed'], search: 'return', search_field: 'storage_status' }),
      { statuses: ['returned'], search: null, totalCapped: false },
    ],
    [
      'a status search naming no status, which finds nothing',
      query({ status: ['stored'], search: '不存在', search_field: 'storage_status' }),
      {
        statuses: ['stored'],
        search: { field: 'storage_status', statuses: [] },
        totalCapped: true,
      },
    ],
    [
      'a date window, with an exact total',
      query({ created_from: '2026-05-01', created_to: '2026-05-31' }),
      { totalCapped: false },
    ],
    [
      'no figure filter when none is asked',
      query({}),
      { problem: false, overdue: false, totalCapped: false },
    ],
    [
      'problem parcels, counted up to the cap as the card counts them',
      query({ problem: true }),
      { problem: true, overdue: false, totalCapped: true },
    ],
    [
      'overdue parcels, exact from the inbound date counters as the card is',
      query({ overdue: true }),
      { problem: false, overdue: true, totalCapped: false },
    ],
    [
      'overdue parcels of chosen statuses, still exact',
      query({ overdue: true, status: ['restored'] }),
      { statuses: ['restored'], overdue: true, totalCapped: false },
    ],
    [
      'overdue parcels in a creation window, which no counter knows',
      query({ overdue: true, created_from: '2026-05-01' }),
      { overdue: true, totalCapped: true },
    ],
  ])('reads %s', (_name, input, expected) => {
    const result = parcelInventoryFilter(input);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.filter).toMatchObject(expected);
  });

  it('refuses an end before the start, naming created_to', () => {
    const result = parcelInventoryFilter(
      query({ created_from: '2026-11-02', created_to: '2026-11-01' }),
    );
    expect(result).toEqual({
      ok: false,
      failure: { field: 'created_to', message: 'created_to must not be before created_from.' },
    });
  });
});

describe('parcelTotalIsCapped', () => {
  it.each<
    [
      string,
      Pick<
        ParcelInventoryQuery,
        'status' | 'search' | 'search_field' | 'created_from' | 'created_to' | 'problem' | 'overdue'
      >,
      boolean,
    ]
  >([
    ['no filter: counters, exact', {}, false],
    [
      'a status search: counters, exact',
      { search: 'In Stock', search_field: 'storage_status' },
      false,
    ],
    [
      'a status search naming none of the statuses chosen: finds nothing',
      { status: ['pending'], search: 'packed', search_field: 'storage_status' },
      true,
    ],
    [
      '"all" fields, a status among them: a search',
      { search: 'stored', search_field: 'all' },
      true,
    ],
    ['a blank search: no search, exact', { search: '  ' }, false],
    ['a tracking id search', { search: 'YT0000000000012345' }, true],
    ['a customer search in Chinese', { search: '客户王小明' }, true],
    // A creation date window is whole UTC days: summed from the day counts (ADR 0074).
    ['a start date only: day counts, exact', { created_from: '2026-05-01' }, false],
    ['an end date only: day counts, exact', { created_to: '2026-05-31' }, false],
    [
      'a date window with a search',
      { search: 'A-07', created_from: '2026-05-01', created_to: '2026-05-31' },
      true,
    ],
    // The figure filters: problem parcels are counted through their own index (no counter
    // keeps them); overdue ones are summed from the inbound date counters, which know no
    // creation day.
    ['problem parcels: counted', { problem: true }, true],
    ['problem parcels of a status: counted', { problem: true, status: ['error'] }, true],
    ['overdue parcels: inbound date counters, exact', { overdue: true }, false],
    ['overdue parcels of a status: exact', { overdue: true, status: ['stored'] }, false],
    [
      'overdue parcels in a date window: counted',
      { overdue: true, created_to: '2026-05-31' },
      true,
    ],
    ['overdue problem parcels: counted', { overdue: true, problem: true }, true],
    ['the filters off: as without them', { overdue: false, problem: false }, false],
  ])('%s', (_name, query, capped) => {
    expect(parcelTotalIsCapped(query)).toBe(capped);
  });
});
