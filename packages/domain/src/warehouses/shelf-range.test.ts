import { describe, expect, it } from 'vitest';
import { SHELF_LABELS_MAX, shelfRange } from './shelf-range.js';

describe('shelfRange', () => {
  it.each<[string, string, string, string[] | string]>([
    ['one location', 'A-01-01', 'A-01-01', ['A-01-01']],
    [
      'the last part counts fastest',
      'A-01-01',
      'A-02-02',
      ['A-01-01', 'A-01-02', 'A-02-01', 'A-02-02'],
    ],
    ['padding as the first location has it', 'B-8', 'B-11', ['B-8', 'B-9', 'B-10', 'B-11']],
    ['lower case and spaces are read as typed', ' a-01 ', 'a-03', ['A-01', 'A-02', 'A-03']],
    ['a bare number', '098', '100', ['098', '099', '100']],
    ['letters that differ', 'A-01', 'B-01', 'mismatch'],
    ['a different number of parts', 'A-01', 'A-01-02', 'mismatch'],
    ['backwards', 'A-03', 'A-01', 'order'],
    ['not a location', 'A 01', 'A-02', 'format'],
    ['empty', '', 'A-02', 'format'],
    ['too many', 'A-001-01', 'A-100-05', 'tooMany'],
  ])('%s', (_, from, to, expected) => {
    const range = shelfRange(from, to);
    if (typeof expected === 'string') expect(range).toEqual({ ok: false, problem: expected });
    else expect(range).toEqual({ ok: true, locations: expected });
  });

  it('takes a range of exactly the most labels one PDF holds', () => {
    const range = shelfRange('A-01-01', `A-${SHELF_LABELS_MAX / 10}-10`);
    expect(range.ok && range.locations.length).toBe(SHELF_LABELS_MAX);
  });
});
