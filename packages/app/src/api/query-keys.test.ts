import { hashKey, matchQuery, QueryCache, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeysFor } from './query-keys';

const orders = queryKeysFor('orders');

describe('queryKeysFor', () => {
  it.each([
    ['all', orders.all, ['orders']],
    ['lists', orders.lists(), ['orders', 'list']],
    [
      'list',
      orders.list({ page: 2, status: 'packed' }),
      ['orders', 'list', { page: 2, status: 'packed' }],
    ],
    ['details', orders.details(), ['orders', 'detail']],
    ['detail', orders.detail('ord_1'), ['orders', 'detail', 'ord_1']],
  ])('%s', (_name, key, expected) => {
    expect(key).toEqual(expected);
  });

  it('hashes list params independently of property order', () => {
    expect(hashKey(orders.list({ page: 2, status: 'packed' }))).toBe(
      hashKey(orders.list({ status: 'packed', page: 2 })),
    );
  });

  const cache = new QueryCache();
  const client = new QueryClient({ queryCache: cache });
  const query = (key: readonly unknown[]) => cache.build(client, { queryKey: key });

  it.each([
    ['all reaches a list', orders.all, orders.list({ page: 1 }), true],
    ['all reaches a detail', orders.all, orders.detail(7), true],
    ['lists reaches a list', orders.lists(), orders.list({ page: 1 }), true],
    ['lists spares a detail', orders.lists(), orders.detail(7), false],
    ['details spares a list', orders.details(), orders.list({ page: 1 }), false],
    ['detail spares another detail', orders.detail(7), orders.detail(8), false],
    ['another resource is spared', queryKeysFor('returns').all, orders.detail(7), false],
  ])('invalidating: %s', (_name, filterKey, key, matches) => {
    expect(matchQuery({ queryKey: filterKey }, query(key))).toBe(matches);
  });
});
