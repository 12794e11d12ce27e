import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PARCEL_SIDE_DECIMALS, PARCEL_WEIGHT_DECIMALS } from '@jiyun/domain';
import { parcels } from './schema.js';

describe('the parcel measures', () => {
  // The domain refuses what would round to 0 at these decimals; a column kept to fewer would
  // store 0 again for a value the form accepted.
  it('are stored with the decimals the domain checks against', () => {
    const columns = getTableColumns(parcels);
    expect(columns.weight.getSQLType()).toBe(`numeric(10, ${PARCEL_WEIGHT_DECIMALS})`);
    for (const side of [columns.length, columns.width, columns.height]) {
      expect(side.getSQLType()).toBe(`numeric(10, ${PARCEL_SIDE_DECIMALS})`);
    }
  });
});
