import { describe, expect, it } from 'vitest';
import {
  parseSettlementSearch,
  settlementListFilter,
  settlementTotalFromCounters,
} from './list.js';

describe('parseSettlementSearch', () => {
  it.each([
    ['S2600012', 'id', { field: 'id', statementNo: 2600012, amountCents: null }],
    ['#2600012', undefined, { field: 'all', statementNo: 2600012, amountCents: null }],
    ['2600012', 'all', { field: 'all', statementNo: 2600012, amountCents: 260001200 }],
    ['1,234.50', 'amount', { field: 'amount', statementNo: null, amountCents: 123450 }],
    ['发票', 'all', { field: 'all', statementNo: null, amountCents: null }],
  ] as const)('%s in %s', (text, field, search) => {
    expect(parseSettlementSearch(text, field)).toEqual(search);
  });
});

describe('settlementListFilter', () => {
  it('reads the page window and whether counters give the total', () => {
    const plain = settlementListFilter({ page: 3, take: 10, status: ['rejected', 'rejected'] });
    expect(plain).toMatchObject({ offset: 20, limit: 10, statuses: ['rejected'] });
    expect(settlementTotalFromCounters(plain)).toBe(true);
    const windowed = settlementListFilter({ page: 1, take: 10, cycle_from: '2026-04-01' });
    expect(settlementTotalFromCounters(windowed)).toBe(false);
  });
});
