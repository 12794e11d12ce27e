import { describe, expect, it } from 'vitest';
import {
  orderListFilter,
  orderTotalIsCounted,
  orderTotalSource,
  parseOrderSearch,
} from './list.js';
import { orderListQuerySchema } from './schemas.js';
import type { OrderListQuery } from './types.js';

const uuid = '3f2c9a1e-7b4d-4c8e-9f10-2a3b4c5d6e7f';

describe('parseOrderSearch', () => {
  it.each([
    ['2600017', 'id', { field: 'id', orderNo: 2600017, id: null }],
    ['#2600017', 'id', { field: 'id', orderNo: 2600017, id: null }],
    ['Order# 2600017', 'id', { field: 'id', orderNo: 2600017, id: null }],
    [uuid.toUpperCase(), 'id', { field: 'id', orderNo: null, id: uuid }],
    [
      'YT2611260012345678',
      'tracking_number',
      { field: 'tracking_number', text: 'YT2611260012345678' },
    ],
    ['CN-CA-A-G', 'route_code', { field: 'route_code', text: 'CN-CA-A-G' }],
    ['  wang.xiaoming ', 'username', { field: 'username', text: 'wang.xiaoming' }],
    ['王小明', 'all', { field: 'all', text: '王小明', orderNo: null, id: null }],
    ['2600017', undefined, { field: 'all', text: '2600017', orderNo: 2600017, id: null }],
  ] as const)('%j in %s', (text, field, search) => {
    expect(parseOrderSearch(text, field)).toEqual(search);
  });
});

describe('orderListFilter', () => {
  const query = (extra: Partial<OrderListQuery> = {}): OrderListQuery =>
    orderListQuerySchema.validateSync(extra) as OrderListQuery;

  it('defaults to page 1 of 13 newest orders, every status', () => {
    const result = orderListFilter(query());
    expect(result).toEqual({
      ok: true,
      filter: {
        statuses: [],
        search: null,
        createdFrom: null,
        createdBefore: null,
        offset: 0,
        limit: 13,
      },
    });
    expect(result.ok && orderTotalSource(result.filter)).toBe('status counters');
  });

  it('reads page 3, a comma list of statuses and a date window (whole UTC days)', () => {
    const result = orderListFilter(
      orderListQuerySchema.validateSync({
        page: '3',
        status: 'paid,shipped,paid',
        created_from: '2026-11-01',
        created_to: '2026-11-25',
      }) as OrderListQuery,
    );
    if (!result.ok) throw new Error('refused');
    expect(result.filter.offset).toBe(26);
    expect(result.filter.statuses).toEqual(['paid', 'shipped']);
    expect(result.filter.createdFrom?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(result.filter.createdBefore?.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(orderTotalSource(result.filter)).toBe('day counters');
  });

  it('takes the status filter repeated too, cancelled included (A26, A28)', () => {
    const parsed = orderListQuerySchema.validateSync({ status: ['cancelled', 'unpacked'] });
    expect(parsed.status).toEqual(['cancelled', 'unpacked']);
  });

  it('needs a capped count for a search', () => {
    const result = orderListFilter(query({ search: 'YT26', search_field: 'tracking_number' }));
    expect(result.ok && orderTotalSource(result.filter)).toBe('capped count');
  });

  it('refuses a window that ends before it starts', () => {
    expect(
      orderListFilter(query({ created_from: '2026-11-20', created_to: '2026-11-19' })),
    ).toEqual({
      ok: false,
      failure: { field: 'created_to', message: 'created_to must not be before created_from.' },
    });
  });

  it.each([
    [{ take: '0' }, 'take must be a whole number from 1 to 100.'],
    [{ page: 'x' }, 'page must be a whole number from 1 to 1000000.'],
    [{ status: 'lost' }, 'status must be one of'],
    [{ search_field: 'email' }, 'search_field must be one of'],
    [{ created_from: '26/11/2026' }, 'created_from must be a date written YYYY-MM-DD.'],
    [{ limit: '13' }, 'Unknown query parameter: limit.'],
  ])('refuses %j', (input, message) => {
    expect(() => orderListQuerySchema.validateSync(input)).toThrow(message);
  });
});

describe('orderTotalIsCounted', () => {
  it.each<[Partial<OrderListQuery>, boolean]>([
    [{}, false],
    [{ status: ['paid'] }, false],
    [{ search: '  ' }, false],
    [{ search: 'wang' }, true],
    [{ created_from: '2026-11-01' }, false],
    [{ created_to: '2026-11-30' }, false],
    [{ created_from: '2026-11-01', status: ['paid'] }, false],
    [{ created_from: '2026-11-01', search: 'wang' }, true],
    [{ search: 'CN-CA', search_field: 'route_code' }, false],
    [{ search: 'CN-CA', search_field: 'route_code', status: ['paid', 'shipped'] }, false],
    [{ search: 'CN-CA', search_field: 'route_code', created_from: '2026-11-01' }, true],
    [{ search: 'CN-CA', search_field: 'all' }, true],
    [{ search: 'CN-CA', search_field: 'tracking_number' }, true],
  ])('%j → %s, as the server decides between counters and a capped count', (query, counted) => {
    expect(orderTotalIsCounted(query)).toBe(counted);
    const result = orderListFilter({ page: 1, take: 13, ...query });
    expect(result.ok && orderTotalSource(result.filter) === 'capped count').toBe(counted);
  });
});
