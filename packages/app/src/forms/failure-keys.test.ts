import { describe, expect, it } from 'vitest';
import { failureKey, type FailureKeys } from './failure-keys';

const parcelLike: FailureKeys<string> = {
  fields: {
    weight: 'errors.positive',
    tracking_id: { matches: 'errors.tracking_id', '*': 'errors.required' },
  },
  other: 'errors.required',
};

const perField: FailureKeys<string> = { other: (field) => `form.errors.${field}` };

describe('failureKey', () => {
  it.each<[string, FailureKeys<string>, string, string, string]>([
    ['a field with one key, any rule', parcelLike, 'weight', 'moreThan', 'errors.positive'],
    ['the same field, another rule', parcelLike, 'weight', 'required', 'errors.positive'],
    ['a field with a key per rule', parcelLike, 'tracking_id', 'matches', 'errors.tracking_id'],
    ['its other rules', parcelLike, 'tracking_id', 'not-blank', 'errors.required'],
    [
      'a field the table does not name',
      parcelLike,
      'shelf_location',
      'required',
      'errors.required',
    ],
    ['a key made from the field name', perField, 'city', 'required', 'form.errors.city'],
    ['… whatever the rule', perField, 'operator_ids', 'min', 'form.errors.operator_ids'],
  ])('%s', (_name, table, field, rule, key) => {
    expect(failureKey(table, { field, rule })).toBe(key);
  });
});
