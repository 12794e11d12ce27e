import { describe, expect, it } from 'vitest';
import { WAREHOUSE_STATUS_TONES, warehouseStatusTone } from './status-tone.js';
import { WAREHOUSE_STATUSES } from './types.js';

describe('warehouseStatusTone', () => {
  it.each([
    ['active', 'success'],
    ['suspended', 'danger'],
    ['inactive', 'neutral'],
    ['pending', 'warning'],
    ['stored', 'neutral'],
  ])('%s → %s', (status, tone) => {
    expect(warehouseStatusTone(status)).toBe(tone);
  });

  it('has a tone for exactly the spec statuses', () => {
    expect(Object.keys(WAREHOUSE_STATUS_TONES).sort()).toEqual([...WAREHOUSE_STATUSES].sort());
  });
});
