import { describe, expect, it } from 'vitest';
import type { ParcelStatus } from '../parcels/types.js';
import { storageFee, type StorageFeePolicy } from '../parcels/storage-fee.js';
import {
  cappedFigure,
  isParcelInStock,
  isParcelOverdue,
  overdueInboundCutoff,
  overdueParcelStatuses,
} from './figures.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function policy(
  free_storage_duration: number,
  free_storage_unit: StorageFeePolicy['free_storage_unit'],
): StorageFeePolicy {
  return {
    free_storage_duration,
    free_storage_unit,
    overdue_storage_fee: 2,
    overdue_fee_frequency: 'day',
  };
}

describe('isParcelInStock', () => {
  it.each<[ParcelStatus, boolean]>([
    ['stored', true],
    ['restored', true],
    ['pending', false],
    ['packed', false],
    ['returned', false],
    ['return_processing', false],
    ['error', false],
  ])('%s → %s', (status, inStock) => {
    expect(isParcelInStock(status)).toBe(inStock);
  });
});

describe('isParcelOverdue', () => {
  const cutoff = '2026-10-22';
  it.each<[string, ParcelStatus, string, boolean]>([
    ['in stock, stored before the cutoff', 'stored', '2026-10-01', true],
    ['in stock, stored on the cutoff', 'stored', '2026-10-22', true],
    ['in stock, stored the day after', 'stored', '2026-10-23', false],
    ['put back on the shelf, stored long ago', 'restored', '2026-03-08', true],
    ['in an order, stored long ago: off the shelf', 'packed', '2026-03-08', false],
    ['an exception, stored long ago: not in stock', 'error', '2026-03-08', false],
    ['not received yet', 'pending', '2026-03-08', false],
    ['returned', 'returned', '2026-03-08', false],
    ['in return processing', 'return_processing', '2026-03-08', false],
  ])('%s → %s', (_name, status, inbound_date, overdue) => {
    expect(isParcelOverdue({ status, inbound_date }, cutoff)).toBe(overdue);
  });
});

describe('overdueParcelStatuses', () => {
  it.each<[string, ParcelStatus[], ParcelStatus[]]>([
    ['no status chosen: every status on a shelf', [], ['stored', 'restored']],
    ['one status on a shelf', ['restored'], ['restored']],
    ['both, in any order', ['restored', 'stored'], ['stored', 'restored']],
    ['statuses off the shelf are left out', ['stored', 'packed', 'error'], ['stored']],
    ['only statuses off the shelf: nothing is overdue', ['pending', 'returned'], []],
  ])('%s', (_name, chosen, statuses) => {
    expect(overdueParcelStatuses(chosen)).toEqual(statuses);
  });
});

describe('overdueInboundCutoff', () => {
  it.each([
    ['30 days, in the morning', '2026-11-22T09:00:00Z', policy(30, 'days'), '2026-10-22'],
    [
      '30 days, in the afternoon (storage days round up)',
      '2026-11-22T15:00:00Z',
      policy(30, 'days'),
      '2026-10-23',
    ],
    [
      '0 days: stored yesterday is overdue',
      '2026-11-22T09:00:00Z',
      policy(0, 'days'),
      '2026-11-21',
    ],
    ['1 month', '2026-11-22T09:00:00Z', policy(1, 'months'), '2026-10-21'],
    [
      '1 month to 1 March: 31 January ended on 28 February',
      '2026-03-01T09:00:00Z',
      policy(1, 'months'),
      '2026-01-31',
    ],
    [
      '1 month to 31 March: 28 February is over, 1 March is not',
      '2026-03-31T09:00:00Z',
      policy(1, 'months'),
      '2026-02-28',
    ],
    ['2 months across the year', '2026-01-15T09:00:00Z', policy(2, 'months'), '2025-11-14'],
  ])('%s', (_, now, rule, cutoff) => {
    expect(overdueInboundCutoff(new Date(now), rule)).toBe(cutoff);
  });

  // The cutoff is only a faster way to ask storageFee: both must say the same of every parcel.
  it.each([
    policy(0, 'days'),
    policy(7, 'days'),
    policy(30, 'days'),
    policy(1, 'months'),
    policy(3, 'months'),
    policy(12, 'months'),
  ])('agrees with storageFee day by day ($free_storage_duration $free_storage_unit)', (rule) => {
    for (const now of [
      '2026-03-01T08:00:00Z',
      '2026-03-31T13:00:00Z',
      '2026-02-28T23:59:00Z',
      '2024-02-29T00:30:00Z',
      '2026-12-31T12:00:00Z',
    ]) {
      const at = new Date(now);
      const cutoff = overdueInboundCutoff(at, rule);
      for (let back = 0; back < 400; back += 1) {
        const inbound = new Date(Date.UTC(2027, 0, 1) - back * DAY_MS).toISOString().slice(0, 10);
        const overdue = storageFee(inbound, at, rule).overdueDays > 0;
        expect(inbound <= cutoff, `${inbound} at ${now}`).toBe(overdue);
      }
    }
  });
});

describe('cappedFigure', () => {
  it.each([
    [0, '0'],
    [42, '42'],
    [9999, '9999'],
    [10_000, '9999+'],
  ])('%i → %s', (count, text) => {
    expect(cappedFigure(count)).toBe(text);
  });
});
