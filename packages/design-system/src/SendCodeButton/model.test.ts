import { describe, expect, it } from 'vitest';
import { remainingSeconds } from './model';

describe('remainingSeconds', () => {
  it.each([
    { startedAt: 1000, duration: 30, now: 1000, expected: 30 },
    { startedAt: 1000, duration: 30, now: 1001, expected: 30 },
    { startedAt: 1000, duration: 30, now: 1999, expected: 30 },
    { startedAt: 1000, duration: 30, now: 2000, expected: 29 },
    { startedAt: 1000, duration: 30, now: 4000, expected: 27 },
    { startedAt: 1000, duration: 30, now: 30_999, expected: 1 },
    { startedAt: 1000, duration: 30, now: 31_000, expected: 0 },
    { startedAt: 1000, duration: 30, now: 90_000, expected: 0 },
    { startedAt: 5000, duration: 30, now: 1000, expected: 30 },
    { startedAt: 1000, duration: 0, now: 1000, expected: 0 },
    { startedAt: 1000, duration: -5, now: 1000, expected: 0 },
    { startedAt: 0, duration: 2, now: 1500, expected: 1 },
  ])('started $startedAt, $duration s, now $now → $expected', (row) => {
    expect(remainingSeconds(row.startedAt, row.duration, row.now)).toBe(row.expected);
  });
});
