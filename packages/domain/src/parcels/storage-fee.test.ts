import { describe, expect, it } from 'vitest';
import { addCalendarMonths, storageFee } from './storage-fee.js';
import type { StorageFeePolicy } from './storage-fee.js';

const days = (
  duration: number,
  fee: number,
  frequency: StorageFeePolicy['overdue_fee_frequency'],
) =>
  ({
    free_storage_duration: duration,
    free_storage_unit: 'days',
    overdue_storage_fee: fee,
    overdue_fee_frequency: frequency,
  }) as const;
const months = (
  duration: number,
  fee: number,
  frequency: StorageFeePolicy['overdue_fee_frequency'],
) => ({ ...days(duration, fee, frequency), free_storage_unit: 'months' }) as const;

describe('storageFee', () => {
  it.each([
    ['inbound today', '2026-11-21', '2026-11-21T08:00:00Z', days(30, 1.5, 'day'), [0, 0, 0]],
    ['half a day rounds up', '2026-11-20', '2026-11-20T13:00:00Z', days(30, 1.5, 'day'), [1, 0, 0]],
    ['inside free storage', '2026-11-01', '2026-11-21T00:00:00Z', days(30, 1.5, 'day'), [20, 0, 0]],
    ['last free day', '2026-10-22', '2026-11-21T00:00:00Z', days(30, 1.5, 'day'), [30, 0, 0]],
    [
      'one day over, per day',
      '2026-10-21',
      '2026-11-21T00:00:00Z',
      days(30, 1.5, 'day'),
      [31, 1, 1.5],
    ],
    [
      'ten days over, per day',
      '2026-10-12',
      '2026-11-21T00:00:00Z',
      days(30, 0.35, 'day'),
      [40, 10, 3.5],
    ],
    [
      'one day over, per week',
      '2026-10-21',
      '2026-11-21T00:00:00Z',
      days(30, 5, 'week'),
      [31, 1, 5],
    ],
    [
      'eight days over, per week',
      '2026-10-14',
      '2026-11-21T00:00:00Z',
      days(30, 5, 'week'),
      [38, 8, 10],
    ],
    [
      'seven days over, per week',
      '2026-10-15',
      '2026-11-21T00:00:00Z',
      days(30, 5, 'week'),
      [37, 7, 5],
    ],
    [
      'one free month = calendar month (31 days in Oct)',
      '2026-10-01',
      '2026-11-01T00:00:00Z',
      months(1, 20, 'month'),
      [31, 0, 0],
    ],
    [
      'one day past a free month, per month',
      '2026-10-01',
      '2026-11-02T00:00:00Z',
      months(1, 20, 'month'),
      [32, 1, 20],
    ],
    [
      'a whole overdue month is one period',
      '2026-09-01',
      '2026-11-01T00:00:00Z',
      months(1, 20, 'month'),
      [61, 31, 20],
    ],
    [
      'a started second month',
      '2026-09-01',
      '2026-11-02T00:00:00Z',
      months(1, 20, 'month'),
      [62, 32, 40],
    ],
    [
      'free months end at the month end (31 Jan + 1 month)',
      '2026-01-31',
      '2026-02-28T00:00:00Z',
      months(1, 20, 'day'),
      [28, 0, 0],
    ],
    [
      'day past the clamped month end',
      '2026-01-31',
      '2026-03-01T00:00:00Z',
      months(1, 2, 'day'),
      [29, 1, 2],
    ],
    [
      'free days, fee per month',
      '2026-08-01',
      '2026-11-21T00:00:00Z',
      days(30, 12.5, 'month'),
      [112, 82, 37.5],
    ],
    [
      'now before inbound counts as zero',
      '2026-12-01',
      '2026-11-21T00:00:00Z',
      days(30, 1, 'day'),
      [0, 0, 0],
    ],
    ['cents are rounded', '2026-10-19', '2026-11-21T00:00:00Z', days(30, 0.333, 'day'), [33, 3, 1]],
    [
      'a century overdue, per month',
      '2000-01-01',
      '2100-01-01T00:00:00Z',
      months(1, 1, 'month'),
      [36525, 36494, 1199],
    ],
    [
      'a century overdue, a day into the next month',
      '2000-01-31',
      '2100-03-01T00:00:00Z',
      months(1, 1, 'month'),
      [36554, 36525, 1201],
    ],
    [
      'a century overdue, per week',
      '2000-01-01',
      '2100-01-01T00:00:00Z',
      days(30, 1, 'week'),
      [36525, 36495, 5214],
    ],
    [
      'from year 0100 (stored before dates were bounded)',
      '0100-01-01',
      '2026-01-01T00:00:00Z',
      days(0, 1, 'month'),
      [703457, 703457, 23112],
    ],
  ] as const)('%s', (_name, inbound, now, policy, [storageDays, overdueDays, overdueFee]) => {
    expect(storageFee(inbound, new Date(now), policy)).toEqual({
      storageDays,
      overdueDays,
      overdueFee,
    });
  });
});

/** The month count as ADR 0016 defines it, one month at a time: the closed formula's reference. */
function startedMonthsOneByOne(freeEnd: Date, overdueEnd: Date): number {
  let periods = 1;
  while (addCalendarMonths(freeEnd, periods) < overdueEnd) periods += 1;
  return periods;
}

describe('storageFee per started month', () => {
  // Every inbound day of a leap year and the year after (month ends, 29 February) against
  // every overdue length up to three years.
  const policy = days(0, 1, 'month');
  const start = Date.UTC(2027, 11, 1);
  const inboundDays = Array.from({ length: 500 }, (_, index) => start + index * 86_400_000);

  it('counts the same months as counting them one by one', () => {
    for (const inbound of inboundDays) {
      const inboundDate = new Date(inbound).toISOString().slice(0, 10);
      for (let overdue = 1; overdue <= 1100; overdue += 13) {
        const now = new Date(inbound + overdue * 86_400_000);
        const expected = startedMonthsOneByOne(new Date(inbound), now);
        expect(storageFee(inboundDate, now, policy).overdueFee, `${inboundDate} + ${overdue}`).toBe(
          expected,
        );
      }
    }
  });
});

describe('addCalendarMonths', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-03-31', 12, '2027-03-31'],
  ])('%s + %i months = %s', (from, count, expected) => {
    expect(
      addCalendarMonths(new Date(`${from}T00:00:00Z`), count)
        .toISOString()
        .slice(0, 10),
    ).toBe(expected);
  });
});
