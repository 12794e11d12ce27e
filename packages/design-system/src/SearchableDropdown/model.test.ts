import { describe, expect, it } from 'vitest';
import { filterOptions, nextActiveIndex } from './model';
import type { NavigationKey } from './model';

const cities = [
  { value: 'sha', label: 'Shanghai' },
  { value: 'she', label: 'Shenzhen' },
  { value: 'can', label: 'Guangzhou' },
  { value: 'yvr', label: 'Vancouver' },
  { value: 'zh-sha', label: '上海' },
  { value: 'zh-bj', label: '北京' },
  { value: 'zh-sh-nan', label: '上海南站' },
];

describe('filterOptions', () => {
  it.each([
    { query: '', expected: ['sha', 'she', 'can', 'yvr', 'zh-sha', 'zh-bj', 'zh-sh-nan'] },
    { query: '   ', expected: ['sha', 'she', 'can', 'yvr', 'zh-sha', 'zh-bj', 'zh-sh-nan'] },
    { query: 'sh', expected: ['sha', 'she'] },
    { query: 'SHANG', expected: ['sha'] },
    { query: ' zhou ', expected: ['can'] },
    { query: 'ou', expected: ['can', 'yvr'] },
    { query: '上海', expected: ['zh-sha', 'zh-sh-nan'] },
    { query: '京', expected: ['zh-bj'] },
    { query: '南站', expected: ['zh-sh-nan'] },
    { query: 'tokyo', expected: [] },
  ])('"$query" → $expected', ({ query, expected }) => {
    expect(filterOptions(cities, query).map((option) => option.value)).toEqual(expected);
  });

  it('returns a new array and leaves the options alone', () => {
    const result = filterOptions(cities, '');
    expect(result).not.toBe(cities);
    expect(result).toEqual(cities);
  });
});

describe('nextActiveIndex', () => {
  it.each<{ current: number; key: NavigationKey; count: number; expected: number }>([
    { current: -1, key: 'ArrowDown', count: 5, expected: 0 },
    { current: 0, key: 'ArrowDown', count: 5, expected: 1 },
    { current: 4, key: 'ArrowDown', count: 5, expected: 0 },
    { current: -1, key: 'ArrowUp', count: 5, expected: 4 },
    { current: 3, key: 'ArrowUp', count: 5, expected: 2 },
    { current: 0, key: 'ArrowUp', count: 5, expected: 4 },
    { current: 2, key: 'Home', count: 5, expected: 0 },
    { current: 2, key: 'End', count: 5, expected: 4 },
    { current: 7, key: 'ArrowDown', count: 3, expected: 0 },
    { current: 7, key: 'ArrowUp', count: 3, expected: 2 },
    { current: -1, key: 'ArrowDown', count: 0, expected: -1 },
    { current: -1, key: 'End', count: 0, expected: -1 },
  ])('$key from $current of $count → $expected', ({ current, key, count, expected }) => {
    expect(nextActiveIndex(current, key, count)).toBe(expected);
  });
});
