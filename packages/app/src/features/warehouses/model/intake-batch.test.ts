import { describe, expect, it } from 'vitest';
import {
  parseReceivedBatch,
  RECEIVED_BATCH_LIMIT,
  withReceived,
  type ReceivedParcel,
} from './intake-batch';

const row = (parcel_id: number, tracking_id: string): ReceivedParcel => ({
  parcel_id,
  tracking_id,
  personal_id: 'C206318',
  shelf_location: 'B-10-05',
  received_at: '2026-11-22T09:15:00.000Z',
});

const first = row(102310, 'YT2291834756012CN');
const second = row(102317, 'SF1402938475610');
const third = row(102324, 'JD0098123456789012');

describe('withReceived', () => {
  it.each<[string, ReceivedParcel[], ReceivedParcel, number, number[]]>([
    ['the first parcel of a batch', [], first, 200, [102310]],
    ['the newest comes first', [first], second, 200, [102317, 102310]],
    ['a parcel listed again moves to the top, once', [second, first], first, 200, [102310, 102317]],
    ['past the limit the oldest falls off', [second, first], third, 2, [102324, 102317]],
  ])('%s', (_name, batch, parcel, limit, ids) => {
    expect(withReceived(batch, parcel, limit).map((r) => r.parcel_id)).toEqual(ids);
  });
});

describe('parseReceivedBatch', () => {
  const many = Array.from({ length: RECEIVED_BATCH_LIMIT + 5 }, (_, i) => row(i + 1, `YT${i}`));
  it.each<[string, string | null, number[]]>([
    ['nothing stored', null, []],
    ['a stored batch', JSON.stringify([second, first]), [102317, 102310]],
    ['not JSON', '{oops', []],
    ['not a list', JSON.stringify({ parcel_id: 1 }), []],
    [
      'rows of another shape are left out',
      JSON.stringify([first, { ...second, parcel_id: '102317' }, { tracking_id: 'X' }]),
      [102310],
    ],
    [
      'at most the limit',
      JSON.stringify(many),
      many.slice(0, RECEIVED_BATCH_LIMIT).map((r) => r.parcel_id),
    ],
  ])('%s', (_name, stored, ids) => {
    expect(parseReceivedBatch(stored).map((r) => r.parcel_id)).toEqual(ids);
  });
});
