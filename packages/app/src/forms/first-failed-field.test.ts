import { describe, expect, it } from 'vitest';
import { firstFailedField } from './first-failed-field';

const page = ['inbound_date', 'shelf_location', 'tracking_id', 'personal_id', 'weight'];

describe('firstFailedField', () => {
  it.each<[string, Record<string, string>, string | undefined]>([
    ['nothing wrong', {}, undefined],
    ['one problem', { weight: 'required' }, 'weight'],
    [
      'the first in page order, not in the order found',
      { weight: 'required', shelf_location: 'not-blank' },
      'shelf_location',
    ],
    ['a problem on a field not in the page', { shipping_route_code: 'not-blank' }, undefined],
  ])('%s', (_name, failures, field) => {
    expect(firstFailedField(page, failures)).toBe(field);
  });
});
