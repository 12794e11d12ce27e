import { describe, expect, it } from 'vitest';
import { RETURN_ORDER_STATUSES } from '@jiyun/domain';
import {
  emptyReturnPacking,
  returnIdOf,
  returnPackageBodyOf,
  returnPackingFormData,
  returnPackingValuesOf,
  returnPhotoFailures,
  returnTrackingModeOf,
} from './return-view';

describe('returnTrackingModeOf', () => {
  const expected = {
    unpacked: 'hidden',
    packed: 'hidden',
    paid: 'editable',
    shipped: 'editable',
    delivered: 'readOnly',
    completed: 'readOnly',
    cancelled: 'readOnly',
  } as const;
  it.each(RETURN_ORDER_STATUSES)('%s', (status) => {
    expect(returnTrackingModeOf(status)).toBe(expected[status]);
  });
});

describe('returnIdOf', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['  ', null],
    ['3f7c1a2e-0b1d-4c55-9a53-7a0a2f1d9e01', '3f7c1a2e-0b1d-4c55-9a53-7a0a2f1d9e01'],
  ])('%j → %j', (param, id) => {
    expect(returnIdOf(param)).toBe(id);
  });
});

describe('returnPackageBodyOf', () => {
  it.each([
    [emptyReturnPacking, {}],
    [
      { weight: ' 2.5 ', length: '40', width: '30', height: '', total_price: '86.40' },
      { weight: 2.5, length: 40, width: 30, total_price: 86.4 },
    ],
    [
      { weight: '0', length: '1', width: '1', height: '1', total_price: '0' },
      { weight: 0, length: 1, width: 1, height: 1, total_price: 0 },
    ],
  ])('%j', (values, body) => {
    expect(returnPackageBodyOf(values)).toEqual(body);
  });
});

describe('returnPackingValuesOf', () => {
  const unpacked = { weight: null, length: null, width: null, height: null, total_price: null };
  it.each([
    ['an unpacked return starts blank', unpacked, emptyReturnPacking],
    [
      'a packed return starts with what was saved, the price with its cents',
      { weight: 1.85, length: 35, width: 25, height: 12, total_price: 46.3 },
      { weight: '1.85', length: '35', width: '25', height: '12', total_price: '46.30' },
    ],
    [
      'a whole price reads with two decimals',
      { weight: 12.4, length: 60.5, width: 40, height: 38, total_price: 120 },
      { weight: '12.4', length: '60.5', width: '40', height: '38', total_price: '120.00' },
    ],
    [
      'a free return keeps its zero price',
      { weight: 0.3, length: 20, width: 15, height: 5, total_price: 0 },
      { weight: '0.3', length: '20', width: '15', height: '5', total_price: '0.00' },
    ],
  ])('%s', (_, order, values) => {
    expect(returnPackingValuesOf(order)).toEqual(values);
  });
});

describe('returnPhotoFailures', () => {
  it.each([
    [0, {}],
    [1, {}],
    [4, {}],
    [5, { package_photo: 'max' }],
  ])('%i photos', (count, failures) => {
    expect(returnPhotoFailures(count)).toEqual(failures);
  });
});

describe('returnPackingFormData', () => {
  it('sends the five numbers as typed, status packed and one part per photo', () => {
    const photos = [
      new File(['a'], 'box-front.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'box-label.png', { type: 'image/png' }),
    ];
    const form = returnPackingFormData(
      { weight: ' 2.5', length: '40', width: '30', height: '20', total_price: '86.40' },
      photos,
    );
    expect([...form.keys()]).toEqual([
      'weight',
      'length',
      'width',
      'height',
      'total_price',
      'status',
      'package_photo',
      'package_photo',
    ]);
    expect(form.get('weight')).toBe('2.5');
    expect(form.get('total_price')).toBe('86.40');
    expect(form.get('status')).toBe('packed');
    expect(form.getAll('package_photo').map((file) => (file as File).name)).toEqual([
      'box-front.jpg',
      'box-label.png',
    ]);
  });
});
