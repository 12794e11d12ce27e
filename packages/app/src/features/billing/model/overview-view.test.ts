import { describe, expect, it } from 'vitest';
import {
  billingOverviewQueryOf,
  billingOverviewSearchParams,
  changeBillingOverviewView,
  isFilteredBillingView,
  readBillingOverviewView,
  settlementPagedRows,
  settlementTotalIsCounted,
  type BillingOverviewView,
} from './overview-view';

const base: BillingOverviewView = {
  statuses: [],
  search: '',
  searchField: 'all',
  page: 1,
  cycleFrom: '',
  cycleTo: '',
};

describe('readBillingOverviewView', () => {
  it.each([
    ['nothing', '', base],
    [
      'statuses repeated and as a comma list, in the spec order',
      'status=rejected&status=unconfirmed,approved',
      { ...base, statuses: ['unconfirmed', 'approved', 'rejected'] },
    ],
    ['an unknown status is left out', 'status=paid', base],
    [
      'search and field',
      'search=%20S2600012%20&field=id',
      { ...base, search: 'S2600012', searchField: 'id' },
    ],
    ['an unknown field falls back to all', 'search=12&field=name', { ...base, search: '12' }],
    ['a page', 'page=3', { ...base, page: 3 }],
    ['a page that is no number', 'page=abc', base],
    [
      'a cycle window',
      'from=2026-10-01&to=2026-10-31',
      { ...base, cycleFrom: '2026-10-01', cycleTo: '2026-10-31' },
    ],
    [
      'swapped ends are put in order',
      'from=2026-10-31&to=2026-10-01',
      { ...base, cycleFrom: '2026-10-01', cycleTo: '2026-10-31' },
    ],
    ['a malformed day', 'from=2026-13-01', base],
  ] as const)('%s', (_name, search, expected) => {
    expect(readBillingOverviewView(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('billingOverviewSearchParams', () => {
  it.each([
    ['the default is an empty link', base, ''],
    [
      'every filter, defaults left out',
      {
        ...base,
        statuses: ['unconfirmed', 'rejected'],
        search: 'S2600012',
        searchField: 'id',
        page: 2,
        cycleFrom: '2026-10-01',
        cycleTo: '2026-10-31',
      },
      'status=unconfirmed&status=rejected&search=S2600012&field=id&from=2026-10-01&to=2026-10-31&page=2',
    ],
  ] as const)('%s', (_name, view, expected) => {
    const params = billingOverviewSearchParams({ ...view, statuses: [...view.statuses] });
    expect(params.toString()).toBe(expected);
    // What the link says reads back as the same view.
    expect(readBillingOverviewView(params)).toEqual(view);
  });
});

describe('changeBillingOverviewView', () => {
  const onPage3 = { ...base, page: 3 };
  it.each<[string, Partial<BillingOverviewView>, number]>([
    ['a status starts at page 1', { statuses: ['approved'] }, 1],
    ['a search starts at page 1', { search: '1234.50' }, 1],
    ['a field starts at page 1', { searchField: 'amount' }, 1],
    ['a cycle starts at page 1', { cycleFrom: '2026-10-01', cycleTo: '2026-10-31' }, 1],
    ['the same search with spaces keeps the page', { search: '  ' }, 3],
    ['a page is the page', { page: 5 }, 5],
  ])('%s', (_name, change, page) => {
    expect(changeBillingOverviewView(onPage3, change).page).toBe(page);
  });
});

describe('billingOverviewQueryOf', () => {
  it.each([
    ['the first page, 10 a page (spec 9)', base, { page: 1, take: 10 }],
    [
      'the field goes only with a search (A28)',
      { ...base, searchField: 'id' },
      { page: 1, take: 10 },
    ],
    [
      'every filter',
      {
        ...base,
        statuses: ['under_review'],
        search: 'S2600012',
        searchField: 'id',
        page: 2,
        cycleFrom: '2026-10-01',
        cycleTo: '2026-10-31',
      },
      {
        page: 2,
        take: 10,
        status: ['under_review'],
        search: 'S2600012',
        searchField: 'id',
        cycle_from: '2026-10-01',
        cycle_to: '2026-10-31',
      },
    ],
  ] as const)('%s', (_name, view, expected) => {
    expect(billingOverviewQueryOf({ ...view, statuses: [...view.statuses] })).toEqual(expected);
  });
});

describe('list totals and amounts', () => {
  it.each([
    ['no filter: the counters are exact', { page: 1, take: 10 }, false],
    ['a status: still the counters', { page: 1, take: 10, status: ['approved' as const] }, false],
    ['a search: a capped count', { page: 1, take: 10, search: 'S26' }, true],
    ['a cycle window: a capped count', { page: 1, take: 10, cycle_from: '2026-10-01' }, true],
  ])('%s', (_name, query, counted) => {
    expect(settlementTotalIsCounted(query)).toBe(counted);
  });

  it.each([
    [0, 0],
    [37, 37],
    [250_000, 10_000],
  ])('%i rows page as %i', (results, paged) => {
    expect(settlementPagedRows(results)).toBe(paged);
  });

  it.each([
    [base, false],
    [{ ...base, statuses: ['approved' as const] }, true],
    [{ ...base, cycleTo: '2026-10-31' }, true],
    [{ ...base, search: 'S1' }, true],
  ])('filtered %#', (view, filtered) => {
    expect(isFilteredBillingView(view)).toBe(filtered);
  });
});
