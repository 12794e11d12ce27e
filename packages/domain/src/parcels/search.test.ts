import { describe, expect, it } from 'vitest';
import { parcelInventoryFilter, parseParcelSearch } from './search.js';
import type { ParcelInventoryQuery, ParcelSearch } from './search.js';
import type { ParcelSearchField } from './types.js';

describe('parseParcelSearch', () => {
  it.each<[string, ParcelSearchField | undefined, ParcelSearch]>([
    ['SF123', undefined, { field: null, text: 'SF123', id: null }],
    ['4711', undefined, { field: null, text: '4711', id: 4711 }],
    ['4711', 'id', { field: 'id', id: 4711 }],
    ['abc', 'id', { field: 'id', id: null }],
    ['1234567890123456', 'id', { field: 'id', id: null }],
    ['2.4', 'weight', { field: 'weight', weight: 2.4 }],
    ['12', 'weight', { field: 'weight', weight: 12 }],
    ['Packed', 'storage_status', { field: 'storage_status', status: 'packed' }],
    ['sf99', 'tracking_number', { field: 'tracking_number', text: 'sf99' }],
    ['C1099', 'customer_id', { field: 'customer_id', text: 'C1099' }],
    ['A-01', 'stored_at', { field: 'stored_at', text: 'A-01' }],
  ])('reads %j in %s', (text, field, expected) => {
    expect(parseParcelSearch(text, field)).toEqual({ ok: true, search: expected });
  });

  it.each<[string, ParcelSearchField]>([
    ['heavy', 'weight'],
    ['-1', 'weight'],
    ['2.', 'weight'],
    ['lost', 'storage_status'],
  ])('refuses %j in %s, naming search', (text, field) => {
    const result = parseParcelSearch(text, field);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.field).toBe('search');
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
      { statuses: [], search: null, createdFrom: null, createdBefore: null, offset: 0, limit: 10 },
    ],
    ['a later page as an offset', query({ page: 3, limit: 25 }), { offset: 50, limit: 25 }],
    ['a blank search as none', query({ search: '   ' }), { search: null }],
    [
      'a trimmed search',
      query({ search: ' SF1 ', search_field: 'tracking_number' }),
      { search: { field: 'tracking_number', text: 'SF1' } },
    ],
    [
      'a one-day range including the last day',
      query({ created_from: '2026-11-02', created_to: '2026-11-02' }),
      {
        createdFrom: new Date('2026-11-02T00:00:00Z'),
        createdBefore: new Date('2026-11-03T00:00:00Z'),
      },
    ],
    ['the statuses', query({ status: ['stored', 'error'] }), { statuses: ['stored', 'error'] }],
  ])('reads %s', (_name, input, expected) => {
    const result = parcelInventoryFilter(input);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.filter).toMatchObject(expected);
  });

  it.each<[string, ParcelInventoryQuery, string]>([
    [
      'an end before the start',
      query({ created_from: '2026-11-02', created_to: '2026-11-01' }),
      'created_to',
    ],
    [
      'a search the field cannot hold',
      query({ search: 'heavy', search_field: 'weight' }),
      'search',
    ],
  ])('refuses %s', (_name, input, field) => {
    const result = parcelInventoryFilter(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.field).toBe(field);
  });
});
