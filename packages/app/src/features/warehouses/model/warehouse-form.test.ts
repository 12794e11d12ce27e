import type { Operator } from '@jiyun/domain';
import { describe, expect, it } from 'vitest';
import {
  availableOperators,
  changedWarehouseFields,
  emptyWarehouseForm,
  operatorName,
  warehouseFormBody,
  withLocation,
  type WarehouseFormValues,
} from './warehouse-form';

const stored: WarehouseFormValues = {
  ...emptyWarehouseForm(),
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
  operator_ids: ['op-1', 'op-2'],
};

describe('withLocation', () => {
  it.each<[string, Parameters<typeof withLocation>[1], Partial<WarehouseFormValues>]>([
    [
      'another country clears province and city',
      { country: 'US' },
      { country: 'US', state: '', city: '' },
    ],
    ['the same country keeps them', { country: 'CA' }, {}],
    ['another province clears the city', { state: 'CA-ON' }, { state: 'CA-ON', city: '' }],
    ['the same province keeps the city', { state: 'CA-BC' }, {}],
    ['a city is just set', { city: 'CA-BC-VANCOUVER' }, { city: 'CA-BC-VANCOUVER' }],
  ])('%s', (_name, change, expected) => {
    expect(withLocation(stored, change)).toEqual({ ...stored, ...expected });
  });
});

describe('changedWarehouseFields', () => {
  it.each<[string, Partial<WarehouseFormValues>, object]>([
    ['nothing changed sends nothing', {}, {}],
    ['spaces alone are no change', { warehouse_name: ' Richmond Hub  ' }, {}],
    [
      'a new name is sent trimmed',
      { warehouse_name: ' Delta Hub ' },
      { warehouse_name: 'Delta Hub' },
    ],
    [
      'a new city with its province',
      { state: 'CA-ON', city: 'CA-ON-TORONTO' },
      { state: 'CA-ON', city: 'CA-ON-TORONTO' },
    ],
    ['operators in another order are no change', { operator_ids: ['op-2', 'op-1'] }, {}],
    [
      'a removed operator sends the new list',
      { operator_ids: ['op-2'] },
      { operator_ids: ['op-2'] },
    ],
    [
      'an added operator sends the whole list',
      { operator_ids: ['op-1', 'op-2', 'op-3'] },
      { operator_ids: ['op-1', 'op-2', 'op-3'] },
    ],
    ['a cleared address line 2', { address_line_2: '' }, {}],
    [
      'storage terms',
      { free_storage_unit: 'months', overdue_storage_fee: '3' },
      { free_storage_unit: 'months', overdue_storage_fee: '3' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(changedWarehouseFields(stored, { ...stored, ...change })).toEqual(expected);
  });
});

describe('warehouseFormBody', () => {
  const entries = (body: FormData) =>
    [...body.entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]);

  it.each<[string, Parameters<typeof warehouseFormBody>[0], File | null, string[][]]>([
    [
      'text fields as they are',
      { warehouse_name: 'Delta', free_storage_duration: '30' },
      null,
      [
        ['warehouse_name', 'Delta'],
        ['free_storage_duration', '30'],
      ],
    ],
    [
      'operators repeat',
      { operator_ids: ['a', 'b'] },
      null,
      [
        ['operator_ids[]', 'a'],
        ['operator_ids[]', 'b'],
      ],
    ],
    [
      'the image goes last',
      { city: 'X' },
      new File(['x'], 'front.png', { type: 'image/png' }),
      [
        ['city', 'X'],
        ['image', 'file:front.png'],
      ],
    ],
    ['nothing to send', {}, null, []],
  ])('%s', (_name, fields, image, expected) => {
    expect(entries(warehouseFormBody(fields, image))).toEqual(expected);
  });
});

const lin: Operator = {
  id: 'op-1',
  first_name: 'Lin',
  last_name: 'Chen',
  email: 'lin@maple.test',
  avatar_url: null,
};
const wei: Operator = {
  id: 'op-2',
  first_name: 'Wei',
  last_name: 'Zhang',
  email: null,
  avatar_url: null,
};
const night: Operator = {
  id: 'op-3',
  first_name: null,
  last_name: null,
  email: 'night@maple.test',
  avatar_url: null,
};
const operators: Operator[] = [lin, wei, night];

describe('availableOperators', () => {
  it.each<[string, string[], string, string[]]>([
    ['everyone when nothing is typed', [], '', ['op-1', 'op-2', 'op-3']],
    ['ignores case', [], 'lIN', ['op-1']],
    ['matches the last name', [], 'zhang', ['op-2']],
    ['matches across first and last name', [], 'lin chen', ['op-1']],
    ['matches an email when there is no name', [], 'NIGHT', ['op-3']],
    ['hides added operators', ['op-1'], '', ['op-2', 'op-3']],
    ['hides added operators that match', ['op-1'], 'lin', []],
    ['spaces around the text are ignored', [], '  wei ', ['op-2']],
  ])('%s', (_name, added, query, expected) => {
    expect(availableOperators(operators, added, query).map((o) => o.id)).toEqual(expected);
  });
});

describe('operatorName', () => {
  it.each([
    [lin, 'Lin Chen'],
    [night, 'night@maple.test'],
    [{ id: 'op-9', first_name: 'Solo', last_name: null, email: null, avatar_url: null }, 'Solo'],
    [{ id: 'op-9', first_name: null, last_name: null, email: null, avatar_url: null }, 'op-9'],
  ] as const)('%j → %s', (operator, expected) => {
    expect(operatorName(operator)).toBe(expected);
  });
});
