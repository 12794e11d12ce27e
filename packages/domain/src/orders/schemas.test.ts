import { describe, expect, it } from 'vitest';
import {
  additionalFeesCents,
  checkPriceSchema,
  orderUpdateSchema,
  packageInfoOf,
  packageInfoSchema,
} from './schemas.js';

describe('orderUpdateSchema', () => {
  it.each([
    [{ receiver_name: '王小明 Wang Xiaoming' }],
    [
      {
        receiver_phone: '+1 604-555-0188',
        receiver_address: '1055 W Georgia St, Vancouver, BC V6E 3P3',
      },
    ],
    [{ tracking_number: 'YT2611260012345678', status: 'shipped' }],
  ])('accepts %j', (body) => {
    expect(orderUpdateSchema.validateSync(body)).toEqual(body);
  });

  it.each([
    [{ receiver_name: '   ' }, 'receiver_name is required.'],
    [{ receiver_phone: 'call me' }, 'receiver_phone must contain only digits'],
    [{ tracking_number: 'YT2611260012345678' }, 'tracking_number and status shipped go together.'],
    [{ status: 'shipped' }, 'tracking_number and status shipped go together.'],
    [{ status: 'delivered', tracking_number: 'YT26' }, 'status may only be shipped here'],
    [{ tracking_number: 'YT 26', status: 'shipped' }, 'only letters, digits and hyphens'],
    [{ tracking_number: 'YT26', status: 'shipped', receiver_name: '李雷' }, 'not both'],
    [{ note: 'fragile' }, 'Unknown field: note.'],
  ])('refuses %j', (body, message) => {
    expect(() => orderUpdateSchema.validateSync(body)).toThrow(message);
  });
});

describe('package info', () => {
  it('reads the multipart text fields and the JSON fees', () => {
    const read = packageInfoOf({
      weight: '3.26',
      length: '40',
      width: '30',
      height: '25.5',
      additional_fees: '[{"title":"加固木架","price":12.5}]',
    });
    expect(read).toEqual({
      ok: true,
      value: {
        weight: 3.26,
        length: 40,
        width: 30,
        height: 25.5,
        additional_fees: [{ title: '加固木架', price: 12.5 }],
      },
    });
    if (!read.ok) return;
    expect(packageInfoSchema.validateSync(read.value)).toEqual(read.value);
  });

  it.each([
    [{ length: '40', width: '30', height: '25' }, 'weight', 'weight is required.'],
    [
      { weight: '3kg', length: '40', width: '30', height: '25' },
      'weight',
      'weight must be a number.',
    ],
    [
      { weight: '3', length: '40', width: '30', height: '25', additional_fees: '[{title' },
      'additional_fees',
      'additional_fees must be JSON text',
    ],
  ])('refuses %j at %s', (fields, field, message) => {
    const read = packageInfoOf(fields);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.field).toBe(field);
    expect(read.message).toContain(message);
  });

  it.each([
    [
      { weight: 0, length: 40, width: 30, height: 25, additional_fees: [] },
      'weight must be greater than 0.',
    ],
    [
      {
        weight: 1,
        length: 40,
        width: 30,
        height: 25,
        additional_fees: [{ title: '保险', price: 0 }],
      },
      'price must not be 0.',
    ],
    [
      { weight: 1, length: 40, width: 30, height: 25, additional_fees: [{ title: ' ', price: 3 }] },
      'title is required.',
    ],
    [
      {
        weight: 1,
        length: 40,
        width: 30,
        height: 25,
        additional_fees: [{ title: '保险', price: 3.333 }],
      },
      'at most 2 decimals',
    ],
  ])('refuses %j', (value, message) => {
    expect(() => packageInfoSchema.validateSync(value)).toThrow(message);
  });
});

describe('checkPriceSchema', () => {
  it('takes every field as optional', () => {
    expect(checkPriceSchema.validateSync({})).toEqual({});
    expect(checkPriceSchema.validateSync({ weight: 2.5 })).toEqual({ weight: 2.5 });
  });

  it('refuses measures ≤ 0 and text numbers', () => {
    expect(() => checkPriceSchema.validateSync({ height: 0 })).toThrow(
      'height must be greater than 0.',
    );
    expect(() => checkPriceSchema.validateSync({ weight: '2' })).toThrow();
  });
});

describe('additionalFeesCents', () => {
  it('sums in cents, so 0.1 + 0.2 is 30 cents', () => {
    expect(
      additionalFeesCents([
        { title: 'a', price: 0.1 },
        { title: 'b', price: 0.2 },
      ]),
    ).toBe(30);
  });
});
