import { describe, expect, it } from 'vitest';
import { trappedTabTarget } from './model';

describe('trappedTabTarget', () => {
  it.each([
    { count: 0, current: -1, backwards: false, expected: null },
    { count: 3, current: -1, backwards: false, expected: 0 },
    { count: 3, current: -1, backwards: true, expected: 2 },
    { count: 3, current: 0, backwards: false, expected: null },
    { count: 3, current: 0, backwards: true, expected: 2 },
    { count: 3, current: 1, backwards: true, expected: null },
    { count: 3, current: 2, backwards: false, expected: 0 },
    { count: 1, current: 0, backwards: false, expected: 0 },
    { count: 1, current: 0, backwards: true, expected: 0 },
  ])('count $count, at $current, backwards $backwards → $expected', (row) => {
    expect(trappedTabTarget(row.count, row.current, row.backwards)).toBe(row.expected);
  });
});
