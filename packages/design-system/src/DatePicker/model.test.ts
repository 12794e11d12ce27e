import { describe, expect, it } from 'vitest';
import {
  addMonths,
  clampDate,
  formatDate,
  formatRange,
  isInRange,
  isOutOfRange,
  monthGrid,
  parseDate,
  parseRange,
  pickRangeDay,
  yearPageStart,
} from './model';

const d = (year: number, month: number, day: number) => new Date(year, month - 1, day);
const show = (date: Date | null) => (date ? formatDate(date) : null);

describe('monthGrid', () => {
  it.each([
    // November 2026 starts on a Sunday: six days of October come first.
    { year: 2026, month: 11, first: '26/10/2026', last: '06/12/2026', monthStarts: 6 },
    // June 2026 starts on a Monday: no leading days.
    { year: 2026, month: 6, first: '01/06/2026', last: '12/07/2026', monthStarts: 0 },
    // February 2027 starts on a Monday and has 28 days: two weeks of March fill the grid.
    { year: 2027, month: 2, first: '01/02/2027', last: '14/03/2027', monthStarts: 0 },
    // Leap February 2028 starts on a Tuesday.
    { year: 2028, month: 2, first: '31/01/2028', last: '12/03/2028', monthStarts: 1 },
    // January 2027 crosses the year boundary backwards.
    { year: 2027, month: 1, first: '28/12/2026', last: '07/02/2027', monthStarts: 4 },
    // December 2026 crosses it forwards.
    { year: 2026, month: 12, first: '30/11/2026', last: '10/01/2027', monthStarts: 1 },
  ])('$month/$year: $first … $last', ({ year, month, first, last, monthStarts }) => {
    const grid = monthGrid(year, month - 1);
    expect(grid).toHaveLength(42);
    expect(show(grid[0] ?? null)).toBe(first);
    expect(show(grid[41] ?? null)).toBe(last);
    expect(grid[0]?.getDay()).toBe(1);
    expect(grid.findIndex((day) => day.getDate() === 1)).toBe(monthStarts);
  });

  it('counts 29 days in leap February 2028 and 28 in 2100', () => {
    const days = (year: number) => monthGrid(year, 1).filter((day) => day.getMonth() === 1).length;
    expect(days(2028)).toBe(29);
    expect(days(2100)).toBe(28);
    expect(days(2000)).toBe(29);
  });
});

describe('yearPageStart', () => {
  it.each([
    { year: 2026, expected: 2016 },
    { year: 2016, expected: 2016 },
    { year: 2027, expected: 2016 },
    { year: 2028, expected: 2028 },
    { year: 1999, expected: 1992 },
  ])('$year → $expected', ({ year, expected }) => {
    expect(yearPageStart(year)).toBe(expected);
  });
});

describe('parseDate', () => {
  it.each([
    { text: '21/11/2026', expected: '21/11/2026' },
    { text: ' 1/2/2026 ', expected: '01/02/2026' },
    { text: '29/02/2028', expected: '29/02/2028' },
    { text: '29/02/2027', expected: null },
    { text: '31/04/2026', expected: null },
    { text: '00/01/2026', expected: null },
    { text: '12/13/2026', expected: null },
    { text: '2026-11-21', expected: null },
    { text: '21/11/26', expected: null },
    { text: '', expected: null },
    { text: '31/12/2026', expected: '31/12/2026' },
  ])('"$text" → $expected', ({ text, expected }) => {
    expect(show(parseDate(text))).toBe(expected);
  });

  // The year-first format a Chinese page types (A50).
  it.each([
    { text: '2026-11-21', expected: '21/11/2026' },
    { text: ' 2026-2-1 ', expected: '01/02/2026' },
    { text: '2028-02-29', expected: '29/02/2028' },
    { text: '2027-02-29', expected: null },
    { text: '2026-04-31', expected: null },
    { text: '2026-13-01', expected: null },
    { text: '2026-01-00', expected: null },
    { text: '21/11/2026', expected: null },
    { text: '26-11-21', expected: null },
    { text: '', expected: null },
  ])('YYYY-MM-DD: "$text" → $expected', ({ text, expected }) => {
    expect(show(parseDate(text, 'YYYY-MM-DD'))).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each([
    { date: d(2026, 11, 21), expected: '21/11/2026' },
    { date: d(2027, 1, 5), expected: '05/01/2027' },
  ])('$expected', ({ date, expected }) => {
    expect(formatDate(date)).toBe(expected);
  });

  it.each([
    { date: d(2026, 11, 21), format: 'DD/MM/YYYY', expected: '21/11/2026' },
    { date: d(2026, 11, 21), format: 'YYYY-MM-DD', expected: '2026-11-21' },
    { date: d(2027, 1, 5), format: 'YYYY-MM-DD', expected: '2027-01-05' },
  ] as const)('$format: $expected', ({ date, format, expected }) => {
    expect(formatDate(date, format)).toBe(expected);
  });
});

describe('addMonths', () => {
  it.each([
    { date: d(2026, 1, 31), months: 1, expected: '28/02/2026' },
    { date: d(2028, 1, 31), months: 1, expected: '29/02/2028' },
    { date: d(2026, 12, 15), months: 1, expected: '15/01/2027' },
    { date: d(2027, 1, 15), months: -1, expected: '15/12/2026' },
    { date: d(2026, 3, 31), months: -1, expected: '28/02/2026' },
  ])('$date + $months → $expected', ({ date, months, expected }) => {
    expect(formatDate(addMonths(date, months))).toBe(expected);
  });
});

describe('clampDate and isOutOfRange', () => {
  const min = d(2026, 11, 10);
  const max = d(2026, 11, 30);
  it.each([
    { date: d(2026, 11, 21), clamped: '21/11/2026', out: false },
    { date: d(2026, 11, 9), clamped: '10/11/2026', out: true },
    { date: d(2026, 12, 1), clamped: '30/11/2026', out: true },
    { date: new Date(2026, 10, 30, 23, 59), clamped: '30/11/2026', out: false },
    { date: d(2026, 11, 10), clamped: '10/11/2026', out: false },
  ])('$clamped', ({ date, clamped, out }) => {
    expect(formatDate(clampDate(date, min, max))).toBe(clamped);
    expect(isOutOfRange(date, min, max)).toBe(out);
  });

  it('allows every day without bounds', () => {
    expect(isOutOfRange(d(1900, 1, 1))).toBe(false);
  });
});

describe('pickRangeDay', () => {
  it.each([
    { from: null, to: null, day: d(2026, 11, 5), expected: ['05/11/2026', null] },
    { from: d(2026, 11, 5), to: null, day: d(2026, 11, 9), expected: ['05/11/2026', '09/11/2026'] },
    {
      from: d(2026, 11, 5),
      to: null,
      day: d(2026, 10, 28),
      expected: ['28/10/2026', '05/11/2026'],
    },
    { from: d(2026, 11, 5), to: null, day: d(2026, 11, 5), expected: ['05/11/2026', '05/11/2026'] },
    {
      from: d(2026, 11, 5),
      to: d(2026, 11, 9),
      day: d(2026, 12, 1),
      expected: ['01/12/2026', null],
    },
  ])('$expected', ({ from, to, day, expected }) => {
    const range = pickRangeDay({ from, to }, day);
    expect([show(range.from), show(range.to)]).toEqual(expected);
  });
});

describe('isInRange', () => {
  const range = { from: d(2026, 12, 30), to: d(2027, 1, 2) };
  it.each([
    { day: d(2026, 12, 29), expected: false },
    { day: d(2026, 12, 30), expected: true },
    { day: d(2026, 12, 31), expected: true },
    { day: d(2027, 1, 2), expected: true },
    { day: d(2027, 1, 3), expected: false },
  ])('$day → $expected', ({ day, expected }) => {
    expect(isInRange(day, range)).toBe(expected);
  });
  it('an open range holds only its first day', () => {
    expect(isInRange(d(2026, 12, 30), { from: d(2026, 12, 30), to: null })).toBe(true);
    expect(isInRange(d(2026, 12, 31), { from: d(2026, 12, 30), to: null })).toBe(false);
  });
});

describe('formatRange and parseRange', () => {
  it.each([
    { from: d(2026, 11, 1), to: d(2026, 11, 21), text: '01/11/2026 – 21/11/2026' },
    { from: d(2026, 11, 1), to: null, text: '01/11/2026 –' },
    { from: null, to: null, text: '' },
  ])('$text', ({ from, to, text }) => {
    expect(formatRange({ from, to })).toBe(text);
  });

  it.each([
    { text: '01/11/2026 – 21/11/2026', expected: ['01/11/2026', '21/11/2026'] },
    { text: '01/11/2026-21/11/2026', expected: ['01/11/2026', '21/11/2026'] },
    { text: '21/11/2026 — 01/11/2026', expected: ['01/11/2026', '21/11/2026'] },
    { text: '01/11/2026', expected: null },
    { text: '01/11/2026 – 31/11/2026', expected: null },
  ])('"$text" → $expected', ({ text, expected }) => {
    const range = parseRange(text);
    expect(range ? [show(range.from), show(range.to)] : null).toEqual(expected);
  });

  it.each([
    { from: d(2026, 11, 1), to: d(2026, 11, 21), text: '2026-11-01 – 2026-11-21' },
    { from: d(2026, 11, 1), to: null, text: '2026-11-01 –' },
    { from: null, to: null, text: '' },
  ])('YYYY-MM-DD: $text', ({ from, to, text }) => {
    expect(formatRange({ from, to }, 'YYYY-MM-DD')).toBe(text);
  });

  // The dates' own dashes are no separator: each date is read whole.
  it.each([
    { text: '2026-11-01 – 2026-11-21', expected: ['01/11/2026', '21/11/2026'] },
    { text: '2026-11-01-2026-11-21', expected: ['01/11/2026', '21/11/2026'] },
    { text: '2026-11-01 - 2026-11-21', expected: ['01/11/2026', '21/11/2026'] },
    { text: '2026-11-21 — 2026-11-01', expected: ['01/11/2026', '21/11/2026'] },
    { text: '2026-11-01', expected: null },
    { text: '2026-11-01 – 2026-11-31', expected: null },
    { text: '01/11/2026 – 21/11/2026', expected: null },
  ])('YYYY-MM-DD: "$text" → $expected', ({ text, expected }) => {
    const range = parseRange(text, 'YYYY-MM-DD');
    expect(range ? [show(range.from), show(range.to)] : null).toEqual(expected);
  });
});
