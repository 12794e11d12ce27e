import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { Schema } from 'yup';
import {
  warehouseCreateSchema,
  operatorsRequired,
  warehouseSettingsSchemaFor,
  warehouseUpdateSchema,
} from './schemas.js';

const OPERATOR = '5b0c0d1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e';

const valid = {
  warehouse_name: 'Vancouver Main',
  contact_person: 'Lin Chen',
  phone_number: '604-555-0199',
  country_code: '+1',
  country: 'CA',
  state: 'CA-BC',
  city: 'CA-BC-vancouver',
  address_line_1: '8100 Granville Ave',
  free_storage_duration: '30',
  free_storage_unit: 'days',
  overdue_storage_fee: '1.50',
  overdue_fee_frequency: 'day',
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

describe('warehouseCreateSchema', () => {
  it.each([
    ['a valid warehouse', valid, []],
    [
      'with address 2 and operators',
      { ...valid, address_line_2: 'Unit 5', operator_ids: [OPERATOR] },
      [],
    ],
    ['a blank name', { ...valid, warehouse_name: '   ' }, ['warehouse_name is required.']],
    ['no contact', { ...valid, contact_person: '' }, ['contact_person is required.']],
    [
      'zero free days',
      { ...valid, free_storage_duration: '0' },
      ['free_storage_duration must be a whole number from 1 to 3650.'],
    ],
    [
      'decimal free days',
      { ...valid, free_storage_duration: '1.5' },
      ['free_storage_duration must be a whole number greater than 0.'],
    ],
    [
      'zero fee',
      { ...valid, overdue_storage_fee: '0.00' },
      ['overdue_storage_fee must be greater than 0 and at most 100000.'],
    ],
    [
      'a fee with letters',
      { ...valid, overdue_storage_fee: '1,5' },
      ['overdue_storage_fee must be a number greater than 0 with at most 2 decimals.'],
    ],
    [
      'an unsupported country',
      { ...valid, country: 'JP' },
      ['country must be one of the 23 supported countries.'],
    ],
    ['a UK contact (A2)', { ...valid, country_code: '+44', phone_number: '020 7946 0958' }, []],
    ['a German mobile (A2)', { ...valid, country_code: '49', phone_number: '0151-23456789' }, []],
    [
      'a prefix no supported country dials',
      { ...valid, country_code: '+81' },
      ['country_code must be the dialling code of a supported country.'],
    ],
    [
      'a number too short for its prefix',
      { ...valid, country_code: '+44', phone_number: '020 7946' },
      ['phone_number must have 9 to 10 digits (not counting a leading 0) for +44.'],
    ],
    [
      'a Canadian number of 11 digits',
      { ...valid, phone_number: '604-555-01999' },
      ['phone_number must have 10 digits for +1.'],
    ],
    [
      'a bad unit',
      { ...valid, free_storage_unit: 'weeks' },
      ['free_storage_unit must be days or months.'],
    ],
    [
      'a bad frequency',
      { ...valid, overdue_fee_frequency: 'year' },
      ['overdue_fee_frequency must be day, week or month.'],
    ],
    [
      'a bad operator id',
      { ...valid, operator_ids: ['42'] },
      ['operator_ids must hold operator ids.'],
    ],
    ['an unknown field', { ...valid, owner: 'x' }, ['Unknown field: owner.']],
  ])('%s', (_name, body, expected) => {
    expect(errorsOf(warehouseCreateSchema, body)).toEqual(expected);
  });
});

describe('operatorsRequired (A14)', () => {
  it.each([
    [0, false],
    [1, true],
    [12, true],
  ])('%i team members → %s', (count, required) => {
    expect(operatorsRequired(count)).toBe(required);
  });
});

describe('warehouseSettingsSchemaFor', () => {
  it.each([
    ['a team, no operator', 2, [], ['Choose at least one operator.']],
    ['a team, an operator', 2, [OPERATOR], []],
    ['no team, no operator', 0, [], []],
    ['no team, a stray id', 0, ['x'], ['operator_ids must hold operator ids.']],
  ])('%s', (_name, teamMemberCount, operator_ids, expected) => {
    const schema = warehouseSettingsSchemaFor(teamMemberCount);
    expect(errorsOf(schema, { ...valid, operator_ids })).toEqual(expected);
  });
});

describe('warehouseUpdateSchema', () => {
  it.each([
    ['one field', { contact_person: 'Ada' }, []],
    ['nothing', {}, []],
    ['a blank name', { warehouse_name: '' }, ['warehouse_name is required.']],
    // Whether the company may leave a warehouse without operators is the route's question (A14).
    ['no operators left', { operator_ids: [] }, []],
  ])('%s', (_name, body, expected) => {
    expect(errorsOf(warehouseUpdateSchema, body)).toEqual(expected);
  });
});
