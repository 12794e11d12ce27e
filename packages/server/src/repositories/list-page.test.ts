import { describe, expect, it } from 'vitest';
import { idsThenRows } from './list-page.js';
import type { PreparedRows } from './list-page.js';

/** A prepared read that answers `rows` and keeps the values of each run. */
function recorded<Row>(answer: (values: Record<string, unknown>) => Row[]) {
  const runs: Record<string, unknown>[] = [];
  const read: PreparedRows<Row> = {
    execute: (values = {}) => {
      runs.push(values);
      return Promise.resolve(answer(values));
    },
  };
  return { read, runs };
}

const RETURNS = new Map([
  [
    '6f1c2a9e-4b7d-4e21-9a53-0c8e5d2f7b14',
    { return_no: 300451, original_order_no: 'TB7000000000123456' },
  ],
  [
    '0b9e7d3c-1a2f-4c6e-8d5b-7e4f3a2c1d09',
    { return_no: 300450, original_order_no: 'TB7000000000123455' },
  ],
]);

describe('idsThenRows', () => {
  it('reads the rows of the ids the walk found, with the request values only on the walk', async () => {
    const walk = recorded(() => [...RETURNS.keys()].map((id) => ({ id })));
    const rows = recorded((values) =>
      (values.ids as string[]).map((id) => ({ id, ...RETURNS.get(id) })),
    );
    const page = await idsThenRows(walk.read, rows.read).execute({
      merchantId: '1a8467f5-138b-41ae-8e0b-f4e4d10d7578',
      from: 'TB700000000012',
      below: 'TB700000000013',
      offset: 20,
      limit: 20,
    });
    expect(page.map((row) => row.return_no)).toEqual([300451, 300450]);
    expect(walk.runs).toEqual([expect.objectContaining({ offset: 20, limit: 20 })]);
    expect(rows.runs).toEqual([{ ids: [...RETURNS.keys()] }]);
  });

  it('answers an empty page without reading rows', async () => {
    const walk = recorded<{ id: string }>(() => []);
    const rows = recorded(() => [{ id: 'never read' }]);
    expect(await idsThenRows(walk.read, rows.read).execute({ offset: 0, limit: 20 })).toEqual([]);
    expect(rows.runs).toEqual([]);
  });
});
