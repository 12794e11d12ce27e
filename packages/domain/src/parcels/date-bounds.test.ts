import { describe, expect, it } from 'vitest';
import { isFilterDateInRange, isInboundDateInRange, latestInboundDate } from './date-bounds.js';

const NOW = new Date('2026-11-22T21:30:00Z');

describe('latestInboundDate', () => {
  it.each([
    ['2026-11-22T21:30:00Z', '2026-11-23'],
    ['2026-12-31T00:00:00Z', '2027-01-01'],
    ['2028-02-28T23:59:59Z', '2028-02-29'],
  ])('on %s it is %s', (now, expected) => {
    expect(latestInboundDate(new Date(now))).toBe(expected);
  });
});

describe('isInboundDateInRange', () => {
  it.each([
    ['0100-01-01', false],
    ['1999-12-31', false],
    ['2000-01-01', true],
    ['2026-11-22', true],
    ['2026-11-23', true],
    ['2026-11-24', false],
    ['9999-12-31', false],
  ])('%s → %s', (date, expected) => {
    expect(isInboundDateInRange(date, NOW)).toBe(expected);
  });
});

describe('isFilterDateInRange', () => {
  it.each([
    ['1969-12-31', false],
    ['1970-01-01', true],
    ['2026-11-22', true],
    ['2100-12-31', true],
    ['2101-01-01', false],
    ['9999-12-31', false],
  ])('%s → %s', (date, expected) => {
    expect(isFilterDateInRange(date)).toBe(expected);
  });
});
