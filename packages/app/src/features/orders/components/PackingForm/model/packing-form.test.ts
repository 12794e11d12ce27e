import { describe, expect, it } from 'vitest';
import { packageInfoSchema } from '@jiyun/domain';
import {
  keepFeePriceCharacters,
  packFormData,
  packingBody,
  quoteKeyOf,
  type PackingValues,
} from './packing-form';
import { withPickedPhotos } from './photos';

const values = (patch: Partial<PackingValues> = {}): PackingValues => ({
  weight: '9.88',
  length: '60',
  width: '40',
  height: '35',
  additional_fees: [{ title: '加固木架 Wooden crate reinforcement', price: '12.50' }],
  ...patch,
});

const valid = (patch: Partial<PackingValues>) =>
  packageInfoSchema.isValidSync(packingBody(values(patch)));

describe('the packing form against the domain schema', () => {
  it.each([
    ['measures and a fee', {}, true],
    ['no fee', { additional_fees: [] }, true],
    ['a discount', { additional_fees: [{ title: '老客户优惠', price: '-3' }] }, true],
    ['a blank weight', { weight: '' }, false],
    ['a zero height', { height: '0' }, false],
    ['text for a length', { length: '6o' }, false],
    ['a fee without a title', { additional_fees: [{ title: '  ', price: '5' }] }, false],
    ['a fee of 0', { additional_fees: [{ title: '打包费', price: '0.00' }] }, false],
    ['a fee without a price', { additional_fees: [{ title: '打包费', price: '' }] }, false],
  ] satisfies [string, Partial<PackingValues>, boolean][])(
    '%s → valid: %s',
    (_, patch, expected) => {
      expect(valid(patch)).toBe(expected);
    },
  );
});

describe('quoteKeyOf: whether a shown quote still prices the form', () => {
  it.each([
    ['the same text', values(), true],
    ['the same number written differently', values({ weight: '9.880' }), true],
    [
      'spaces around a fee title',
      values({
        additional_fees: [{ title: ' 加固木架 Wooden crate reinforcement ', price: '12.5' }],
      }),
      true,
    ],
    ['another weight', values({ weight: '9.9' }), false],
    [
      'another fee price',
      values({ additional_fees: [{ title: '加固木架 Wooden crate reinforcement', price: '12' }] }),
      false,
    ],
    ['a fee removed', values({ additional_fees: [] }), false],
  ])('%s → same: %s', (_, changed, same) => {
    expect(quoteKeyOf(changed) === quoteKeyOf(values())).toBe(same);
  });
});

describe('keepFeePriceCharacters', () => {
  it.each([
    ['12.5', '12.5'],
    ['-3', '-3'],
    ['¥12.345', '12.34'],
    ['1.2.3', '1.23'],
    ['abc', ''],
    [' -0.5', '-0.5'],
  ])('%s → %s', (typed, kept) => {
    expect(keepFeePriceCharacters(typed)).toBe(kept);
  });
});

describe('packFormData', () => {
  it('sends the measures, status packed, the fees as JSON text and each photo', () => {
    const photo = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/png' });
    const form = packFormData(
      {
        weight: 9.88,
        length: 60,
        width: 40,
        height: 35,
        additional_fees: [{ title: '打包费', price: 5 }],
      },
      [photo('front.png'), photo('side.png')],
    );
    expect([...form.keys()]).toEqual([
      'weight',
      'length',
      'width',
      'height',
      'status',
      'additional_fees',
      'package_photo',
      'package_photo',
    ]);
    expect(form.get('status')).toBe('packed');
    expect(form.get('weight')).toBe('9.88');
    expect(JSON.parse(String(form.get('additional_fees')))).toEqual([
      { title: '打包费', price: 5 },
    ]);
    expect(form.getAll('package_photo').map((file) => (file as File).name)).toEqual([
      'front.png',
      'side.png',
    ]);
  });
});

describe('withPickedPhotos', () => {
  const file = (name: string) => new File([], name, { type: 'image/jpeg' });
  let id = 0;
  const nextId = () => `p${++id}`;
  it.each([
    ['room for all', 1, 2, 3, 0],
    ['the pick fills the last places', 3, 2, 4, 1],
    ['already full', 4, 1, 4, 1],
  ])('%s', (_, before, picked, after, left) => {
    const current = Array.from({ length: before }, (_, index) => ({
      id: `old${index}`,
      file: file(`old${index}.jpg`),
    }));
    const result = withPickedPhotos(
      current,
      Array.from({ length: picked }, (_, index) => file(`new${index}.jpg`)),
      4,
      nextId,
    );
    expect(result.photos).toHaveLength(after);
    expect(result.left).toBe(left);
    expect(result.photos.slice(0, before)).toEqual(current);
  });
});
