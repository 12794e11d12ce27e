import { describe, expect, it } from 'vitest';
import { listParams } from './http';

describe('listParams', () => {
  it.each([
    [{}, ''],
    [{ page: 2, limit: 10 }, 'page=2&limit=10'],
    [{ status: ['stored', 'error'] }, 'status=stored&status=error'],
    [{ search: '', created_from: undefined, created_to: null }, ''],
    [
      { search: 'YT8812345678901CN', search_field: 'tracking_id' },
      'search=YT8812345678901CN&search_field=tracking_id',
    ],
    [{ search: '深圳 仓' }, 'search=%E6%B7%B1%E5%9C%B3+%E4%BB%93'],
  ])('%j → %s', (params, expected) => {
    expect(listParams(params).toString()).toBe(expected);
  });
});
