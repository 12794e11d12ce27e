import { describe, expect, it } from 'vitest';
import { returnListFilter, returnTotalIsCounted, returnTotalSource } from './list.js';
import {
  returnListQuerySchema,
  returnPackageOf,
  returnPackageSchema,
  returnUpdateSchema,
} from './schemas.js';
import type { ReturnListQuery } from './types.js';

function query(input: Record<string, unknown>): ReturnListQuery {
  return returnListQuerySchema.validateSync(input) as ReturnListQuery;
}

describe('returnListQuerySchema', () => {
  it('defaults to the first page of 12', () => {
    expect(query({})).toMatchObject({ page: 1, limit: 12 });
  });

  it('reads status repeated or as a comma list', () => {
    expect(query({ status: 'packed,paid' }).status).toEqual(['packed', 'paid']);
    expect(query({ status: ['unpacked', 'shipped'] }).status).toEqual(['unpacked', 'shipped']);
  });

  it('refuses an unknown status, search field or parameter (take is the orders’ name)', () => {
    expect(() => query({ status: 'lost' })).toThrow(/status must be one of/);
    expect(() => query({ search_field: 'route_code' })).toThrow(/search_field/);
    expect(() => query({ take: '13' })).toThrow();
  });
});

describe('returnListFilter', () => {
  it('reads the return number in the ways a page shows it', () => {
    for (const text of ['R2600012', 'r 2600012', '#2600012', '2600012']) {
      const read = returnListFilter(query({ search: text, search_field: 'id' }));
      expect(read.ok && read.filter.search).toEqual({ field: 'id', returnNo: 2600012, id: null });
    }
  });

  it('pages by limit', () => {
    const plain = returnListFilter(query({ page: '3', status: 'paid' }));
    expect(plain.ok && plain.filter).toMatchObject({ offset: 24, limit: 12, statuses: ['paid'] });
  });

  // The server's source of the total and the page's "10,000+" rule must agree.
  it.each<[Record<string, string>, string]>([
    [{ status: 'paid' }, 'status counters'],
    [{}, 'status counters'],
    [{ created_from: '2026-11-01' }, 'day counters'],
    [{ created_to: '2026-11-30', status: 'paid,shipped' }, 'day counters'],
    [{ search: 'wang', search_field: 'username' }, 'capped count'],
    [{ search: 'wang', created_from: '2026-11-01' }, 'capped count'],
  ])('%j totals from %s', (raw, source) => {
    const read = returnListFilter(query(raw));
    expect(read.ok && returnTotalSource(read.filter)).toBe(source);
    expect(returnTotalIsCounted(raw)).toBe(source === 'capped count');
  });

  it('refuses a window that ends before it starts', () => {
    const read = returnListFilter(query({ created_from: '2026-11-02', created_to: '2026-11-01' }));
    expect(read.ok).toBe(false);
  });
});

describe('returnUpdateSchema', () => {
  it('takes the receiver fields, or the tracking number with status shipped', () => {
    expect(returnUpdateSchema.isValidSync({ receiver_name: '王小明' })).toBe(true);
    expect(
      returnUpdateSchema.isValidSync({ tracking_number: 'YT2611210123456789', status: 'shipped' }),
    ).toBe(true);
    expect(returnUpdateSchema.isValidSync({ receiver_name: '  ' })).toBe(false);
    expect(returnUpdateSchema.isValidSync({ status: 'packed' })).toBe(false);
  });
});

describe('return packing', () => {
  it('reads the multipart fields and checks them', () => {
    const read = returnPackageOf({
      weight: '2.5',
      length: '40',
      width: '30',
      height: '20',
      total_price: '58.40',
    });
    expect(read).toEqual({
      ok: true,
      value: { weight: 2.5, length: 40, width: 30, height: 20, total_price: 58.4 },
    });
    expect(read.ok && returnPackageSchema.isValidSync(read.value)).toBe(true);
  });

  it('refuses an empty field, a non-number, a zero side and a price with 3 decimals', () => {
    const base = { weight: '2.5', length: '40', width: '30', height: '20', total_price: '58.40' };
    expect(returnPackageOf({ ...base, total_price: ' ' })).toMatchObject({
      ok: false,
      field: 'total_price',
    });
    expect(returnPackageOf({ ...base, weight: '2,5' })).toMatchObject({
      ok: false,
      field: 'weight',
    });
    const zero = { weight: 2.5, length: 0, width: 30, height: 20, total_price: 58.4 };
    expect(returnPackageSchema.isValidSync(zero)).toBe(false);
    expect(returnPackageSchema.isValidSync({ ...zero, length: 40, total_price: 1.005 })).toBe(
      false,
    );
  });
});
