import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { Schema } from 'yup';
import {
  isRecordable,
  parcelCreateSchema,
  parcelListQuerySchema,
  parcelUpdateSchema,
  toIsoDate,
} from './schemas.js';

const valid = {
  tracking_id: 'SF1234567890123',
  personal_id: 'C100234',
  inbound_date: '2026-11-02',
  shelf_location: 'A-01-03',
  weight: 1.25,
  length: 30,
  width: 20,
  height: 15,
  shipping_route_code: 'CN-CA-A-G',
};

function errorsOf(schema: Schema, body: unknown): string[] {
  try {
    schema.validateSync(body, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('parcelCreateSchema', () => {
  it.each([
    ['a valid parcel', valid, []],
    [
      'a problem parcel',
      { ...valid, is_problem: true, problem_type: 'damaged', description: 'Box crushed' },
      [],
    ],
    [
      'a problem without type and description',
      { ...valid, is_problem: true },
      [
        'problem_type is required for a problem parcel.',
        'description is required for a problem parcel.',
      ],
    ],
    [
      'a problem type and description without the flag (the spec sends none)',
      { ...valid, problem_type: 'empty', description: 'Nothing inside' },
      [],
    ],
    [
      'a problem type alone',
      { ...valid, problem_type: 'empty' },
      ['description is required for a problem parcel.'],
    ],
    [
      'a description that is no text',
      { ...valid, description: false },
      ['description must be a `string` type, but the final value was: `false`.'],
    ],
    [
      'a problem type with the flag off',
      { ...valid, is_problem: false, problem_type: 'empty' },
      ['problem_type needs is_problem: true.'],
    ],
    [
      'an unknown problem type',
      { ...valid, is_problem: true, problem_type: 'lost', description: 'x' },
      ['problem_type must be damaged, missing_owner, empty or other.'],
    ],
    ['zero weight', { ...valid, weight: 0 }, ['weight must be greater than 0.']],
    ['negative height', { ...valid, height: -1 }, ['height must be greater than 0.']],
    // Stored with 3 decimals in kg and 2 in cm: what would round to 0 is refused.
    ['a weight stored as 0', { ...valid, weight: 0.0004 }, ['weight must be at least 0.001 kg.']],
    ['a weight stored as 0.001', { ...valid, weight: 0.0005 }, []],
    ['the smallest weight', { ...valid, weight: 0.001 }, []],
    ['a side stored as 0', { ...valid, width: 0.004 }, ['width must be at least 0.01 cm.']],
    ['a side stored as 0.01', { ...valid, length: 0.005 }, []],
    [
      'an impossible date',
      { ...valid, inbound_date: '2026-02-30' },
      ['inbound_date must be a date written YYYY-MM-DD.'],
    ],
    [
      'a DD/MM/YYYY date',
      { ...valid, inbound_date: '02/11/2026' },
      ['inbound_date must be a date written YYYY-MM-DD.'],
    ],
    ['no shelf', { ...valid, shelf_location: ' ' }, ['shelf_location is required.']],
    [
      'no route',
      { ...valid, shipping_route_code: undefined },
      ['shipping_route_code is required.'],
    ],
    [
      'spaces in tracking',
      { ...valid, tracking_id: 'SF 123' },
      ['tracking_id must contain only letters, digits and hyphens.'],
    ],
    [
      'content sent on create',
      { ...valid, content_name: 'Shoes' },
      ['Unknown field: content_name.'],
    ],
    [
      'a date in year 0100',
      { ...valid, inbound_date: '0100-01-01' },
      ['inbound_date must be from 2000-01-01 to tomorrow.'],
    ],
    [
      'the day before 2000',
      { ...valid, inbound_date: '1999-12-31' },
      ['inbound_date must be from 2000-01-01 to tomorrow.'],
    ],
    ['the first day of 2000', { ...valid, inbound_date: '2000-01-01' }, []],
    [
      'a date far ahead',
      { ...valid, inbound_date: '9999-12-31' },
      ['inbound_date must be from 2000-01-01 to tomorrow.'],
    ],
  ])('%s', (_name, body, expected) => {
    expect(errorsOf(parcelCreateSchema, body)).toEqual(expected);
  });
});

describe('parcelUpdateSchema', () => {
  it.each([
    ['a status change', { status: 'stored' }, []],
    ['an ISO date-time', { inbound_date: '2026-11-02T16:00:00.000Z' }, []],
    [
      'an unknown status',
      { status: 'lost' },
      [
        'status must be one of pending, stored, packed, returned, return_processing, error, restored.',
      ],
    ],
    ['content is read-only', { content_value: 12 }, ['content_value is read-only.']],
    ['a weight stored as 0', { weight: 0.0001 }, ['weight must be at least 0.001 kg.']],
    ['a height stored as 0', { height: 0.001 }, ['height must be at least 0.01 cm.']],
    ['a line by route code', { shipping_line: 'CN-CA-A-G' }, []],
    ['a line by id', { shipping_line: '0b9c6a51-2f6e-4b0e-9a57-3c1d2e4f5a6b' }, []],
    ['a blank line', { shipping_line: ' ' }, ['shipping_line is required.']],
    [
      'a line that is neither',
      { shipping_line: 'X'.repeat(33) },
      ['shipping_line must be a route code (at most 32 characters) or a shipping line id.'],
    ],
    ['clearing a problem', { is_problem: false, problem_type: null, description: null }, []],
    [
      'a date-time in year 0100',
      { inbound_date: '0100-01-01T00:00:00Z' },
      ['inbound_date must be from 2000-01-01 to tomorrow.'],
    ],
  ])('%s', (_name, body, expected) => {
    expect(errorsOf(parcelUpdateSchema, body)).toEqual(expected);
  });
});

describe('parcelListQuerySchema', () => {
  it('fills defaults and lists a single status', () => {
    expect(parcelListQuerySchema.validateSync({ status: 'stored', page: '2' })).toEqual({
      status: ['stored'],
      page: 2,
      limit: 10,
    });
  });
  it.each<[string, unknown, string[]]>([
    ['one status', 'stored', ['stored']],
    ['a repeated status', ['stored', 'error'], ['stored', 'error']],
    ['a comma list', 'stored,error', ['stored', 'error']],
    ['a comma list with spaces', 'stored, error', ['stored', 'error']],
    ['both at once', ['stored,error', 'packed'], ['stored', 'error', 'packed']],
  ])('reads %s (A28)', (_name, status, expected) => {
    expect(parcelListQuerySchema.validateSync({ status }).status).toEqual(expected);
  });
  it.each<[unknown, boolean]>([
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
  ])('reads the problem and overdue filters from %o', (text, on) => {
    expect(parcelListQuerySchema.validateSync({ problem: text, overdue: text })).toMatchObject({
      problem: on,
      overdue: on,
    });
  });
  it.each([
    [
      { status: 'stored,lost' },
      [
        'status must be one of pending, stored, packed, returned, return_processing, error, restored.',
      ],
    ],
    [
      { search_field: 'colour' },
      [
        'search_field must be one of id, tracking_number, customer_id, stored_at, shelf_location, weight, storage_status, all.',
      ],
    ],
    [{ page: '0' }, ['page must be a whole number from 1 to 1000000.']],
    [{ page: '1e18' }, ['page must be a whole number from 1 to 1000000.']],
    [{ page: '1e300' }, ['page must be a whole number from 1 to 1000000.']],
    [{ page: '1000000' }, []],
    [{ limit: '101' }, ['limit must be a whole number from 1 to 100.']],
    [{ limit: '1e300' }, ['limit must be a whole number from 1 to 100.']],
    [{ created_from: '2026-13-01' }, ['created_from must be a date written YYYY-MM-DD.']],
    [{ created_to: '9999-12-31' }, ['created_to must be from 1970-01-01 to 2100-12-31.']],
    [{ created_from: '1969-12-31' }, ['created_from must be from 1970-01-01 to 2100-12-31.']],
    [{ created_from: '1970-01-01', created_to: '2100-12-31' }, []],
    [{ colour: 'red' }, ['Unknown query parameter: colour.']],
    [{ problem: 'yes' }, ['problem must be true or false.']],
    [{ overdue: ['true', 'true'] }, ['overdue must be true or false.']],
  ])('%o', (query, expected) => {
    expect(errorsOf(parcelListQuerySchema, query)).toEqual(expected);
  });
});

describe('isRecordable', () => {
  it.each([
    [0.0004, 3, false],
    [0.0005, 3, true],
    [0.001, 3, true],
    [0.004, 2, false],
    [0.005, 2, true],
    [1000, 3, true],
    [0, 3, false],
  ])('%s kept to %s decimals → %s', (value, decimals, expected) => {
    expect(isRecordable(value, decimals)).toBe(expected);
  });
});

describe('toIsoDate', () => {
  it.each([
    ['2026-11-02', '2026-11-02'],
    ['2026-11-02T23:30:00+08:00', '2026-11-02'],
    ['2026-11-02T20:30:00-08:00', '2026-11-03'],
    ['2026-11-31', null],
    ['yesterday', null],
  ])('%s → %s', (value, expected) => {
    expect(toIsoDate(value)).toBe(expected);
  });
});
