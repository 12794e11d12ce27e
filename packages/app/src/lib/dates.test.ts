import { describe, expect, it } from 'vitest';
import { dateFromIso, isoFromDate, tableDate } from './dates';

describe('dates', () => {
  it.each([
    ['2026-11-21', '11/21/2026'],
    ['2026-01-05T10:00:00.000Z', '01/05/2026'],
    ['', ''],
    [null, ''],
    ['21/11/2026', ''],
  ])('tableDate(%j) → %j', (value, expected) => {
    expect(tableDate(value)).toBe(expected);
  });

  it.each(['2026-11-21', '2024-02-29', '2026-01-01'])(
    '%s survives a date picker round trip',
    (iso) => {
      expect(isoFromDate(dateFromIso(iso))).toBe(iso);
    },
  );

  it.each([[''], ['soon'], [null]])('%j is no date', (value) => {
    expect(dateFromIso(value)).toBeNull();
    expect(isoFromDate(null)).toBe('');
  });
});
