import { describe, expect, it } from 'vitest';
import { PARCEL_STATUS_TONES, parcelStatusTone } from './status-tone.js';
import { PARCEL_STATUSES } from './types.js';

describe('parcelStatusTone', () => {
  it.each([
    ['pending', 'warning'],
    ['stored', 'success'],
    ['packed', 'info'],
    ['returned', 'neutral'],
    ['return_processing', 'warning'],
    ['error', 'danger'],
    ['restored', 'info'],
    ['shipped', 'neutral'],
  ])('%s → %s', (status, tone) => {
    expect(parcelStatusTone(status)).toBe(tone);
  });

  it('has a tone for exactly the spec statuses', () => {
    expect(Object.keys(PARCEL_STATUS_TONES).sort()).toEqual([...PARCEL_STATUSES].sort());
  });
});
