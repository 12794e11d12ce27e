import {
  parcelCreateSchema,
  warehouseCreateSchema,
  warehouseSettingsSchemaFor,
} from '@jiyun/domain';
import { describe, expect, it } from 'vitest';
import { number, object, string } from 'yup';
import { schemaFieldErrors, TOO_LONG } from './form-errors';

// A new warehouse form as the warehouse page starts it (China, +86), so the shared layer needs
// nothing from the warehouses feature.
const empty = {
  warehouse_name: '',
  contact_person: '',
  phone_number: '',
  country_code: '+86',
  country: 'CN',
  state: '',
  city: '',
  address_line_1: '',
  address_line_2: '',
  free_storage_duration: '',
  free_storage_unit: 'days',
  overdue_storage_fee: '',
  overdue_fee_frequency: 'day',
  operator_ids: [] as string[],
};
type WarehouseFields = typeof empty;

const complete: WarehouseFields = {
  ...empty,
  warehouse_name: 'Richmond Hub',
  contact_person: 'Ann Lee',
  phone_number: '6045550100',
  country_code: '+1',
  country: 'CA',
  state: 'CA-BC',
  city: 'CA-BC-RICHMOND',
  address_line_1: '1 No. 3 Road',
  free_storage_duration: '30',
  overdue_storage_fee: '2.5',
};

describe('schemaFieldErrors with the warehouse schemas', () => {
  it.each<[string, Partial<WarehouseFields>, string[]]>([
    ['a complete form', {}, []],
    ['a blank name', { warehouse_name: '   ' }, ['warehouse_name']],
    ['no city', { city: '' }, ['city']],
    ['a zero free storage', { free_storage_duration: '0' }, ['free_storage_duration']],
    ['a fee with three decimals', { overdue_storage_fee: '1.255' }, ['overdue_storage_fee']],
    ['an address line 2 is optional', { address_line_2: '' }, []],
    [
      'an empty form names every required field',
      empty,
      [
        'warehouse_name',
        'contact_person',
        'phone_number',
        'state',
        'city',
        'address_line_1',
        'free_storage_duration',
        'overdue_storage_fee',
      ],
    ],
  ])('create: %s', (_name, change, fields) => {
    expect(
      Object.keys(schemaFieldErrors(warehouseCreateSchema, { ...complete, ...change })).sort(),
    ).toEqual([...fields].sort());
  });

  it('settings need at least one operator once the company has team members (A14)', () => {
    expect(schemaFieldErrors(warehouseSettingsSchemaFor(1), complete)).toEqual({
      operator_ids: 'min',
    });
    expect(schemaFieldErrors(warehouseSettingsSchemaFor(0), complete)).toEqual({});
  });

  it('names the rule that failed', () => {
    expect(schemaFieldErrors(warehouseCreateSchema, { ...complete, phone_number: '' })).toEqual({
      phone_number: 'required',
    });
  });
});

describe('schemaFieldErrors: too long is its own rule', () => {
  const schema = object({ name: string().required().max(5), weight: number().max(500) });
  it.each([
    [{ name: 'Ann', weight: 2 }, {}],
    [{ name: '', weight: 2 }, { name: 'required' }],
    [{ name: 'Annabel', weight: 2 }, { name: TOO_LONG }],
    [{ name: 'Ann', weight: 501 }, { weight: 'max' }],
  ])('%o fails %o', (value, failures) => {
    expect(schemaFieldErrors(schema, value)).toEqual(failures);
  });
});

describe('schemaFieldErrors with the parcel schema', () => {
  it('a problem parcel without a type or description', () => {
    const body = {
      tracking_id: 'YT1',
      personal_id: 'C1',
      inbound_date: '2026-11-21',
      shelf_location: 'A1',
      weight: 1,
      length: 1,
      width: 1,
      height: 1,
      shipping_route_code: 'CN-CA-A-G',
      is_problem: true,
    };
    expect(Object.keys(schemaFieldErrors(parcelCreateSchema, body)).sort()).toEqual([
      'description',
      'problem_type',
    ]);
  });

  it.each(['1999-12-31', '2999-01-01'])('an inbound date of %s is out of range', (date) => {
    const body = {
      tracking_id: 'YT1',
      personal_id: 'C1',
      inbound_date: date,
      shelf_location: 'A1',
      weight: 1,
      length: 1,
      width: 1,
      height: 1,
      shipping_route_code: 'CN-CA-A-G',
    };
    expect(schemaFieldErrors(parcelCreateSchema, body)).toEqual({ inbound_date: 'inbound-range' });
  });
});
