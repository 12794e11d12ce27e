import type { Parcel } from '@jiyun/domain';
import { parcelCreateSchema, PARCEL_STATUSES } from '@jiyun/domain';
import { describe, expect, it } from 'vitest';
import {
  changedParcelFields,
  emptyNewParcelForm,
  keepDecimal,
  nextScanForm,
  parcelCreateBody,
  parcelEditFormOf,
  parcelErrorKey,
  type NewParcelForm,
  type ParcelEditForm,
} from './parcel-form';
import { PARCEL_STATUS_CHOICES } from './parcel-status';

const today = new Date(2026, 10, 21);

const filled: NewParcelForm = {
  ...emptyNewParcelForm(today),
  tracking_id: ' YT123 ',
  personal_id: 'C-1001',
  shelf_location: 'A-01',
  weight: '1.5',
  length: '30',
  width: '20',
  height: '10',
  shipping_route_code: 'CN-CA-A-G',
};

describe('new parcel', () => {
  it('starts today with nothing else filled', () => {
    expect(emptyNewParcelForm(today)).toMatchObject({
      inbound_date: '2026-11-21',
      tracking_id: '',
      is_problem: false,
    });
  });

  it('Submit and scan keeps the day, the shelf and the line and empties everything else', () => {
    const saved = {
      ...filled,
      inbound_date: '2026-11-20',
      notes: 'fragile',
      is_problem: true,
      problem_type: 'damaged' as const,
      description: 'torn',
    };
    expect(nextScanForm(saved, today)).toEqual({
      ...emptyNewParcelForm(today),
      inbound_date: '2026-11-20',
      shelf_location: 'A-01',
      // The batch goes out on one line: it stays chosen.
      shipping_route_code: 'CN-CA-A-G',
    });
  });

  it.each<[string, Partial<NewParcelForm>, boolean, object]>([
    [
      'a complete parcel',
      {},
      false,
      {
        tracking_id: 'YT123',
        personal_id: 'C-1001',
        inbound_date: '2026-11-21',
        shelf_location: 'A-01',
        weight: 1.5,
        length: 30,
        width: 20,
        height: 10,
        shipping_route_code: 'CN-CA-A-G',
      },
    ],
    ['notes are trimmed and sent', { notes: ' fragile ' }, false, { notes: 'fragile' }],
    [
      'a problem parcel sends type and description',
      { is_problem: true, problem_type: 'damaged', description: ' torn box ' },
      false,
      { is_problem: true, problem_type: 'damaged', description: 'torn box' },
    ],
    [
      'problem fields stay home without the flag',
      { problem_type: 'damaged', description: 'x' },
      false,
      {},
    ],
    ['a confirmed duplicate says so', {}, true, { confirm_duplicate: true }],
  ])('body: %s', (_name, change, confirm, expected) => {
    const body = parcelCreateBody({ ...filled, ...change }, confirm);
    expect(body).toMatchObject(expected);
    expect(parcelCreateSchema.isValidSync(body)).toBe(true);
  });

  it.each<[string, Partial<NewParcelForm>, string]>([
    ['an empty weight is missing', { weight: '' }, 'weight'],
    ['a lone dot is missing', { length: '.' }, 'length'],
    ['zero is too small', { height: '0' }, 'height'],
    ['no shipping line', { shipping_route_code: '' }, 'shipping_route_code'],
    ['a problem without a description', { is_problem: true, problem_type: 'other' }, 'description'],
  ])('the domain schema rejects: %s', (_name, change, field) => {
    const body = parcelCreateBody({ ...filled, ...change });
    expect(() => parcelCreateSchema.validateSync(body, { abortEarly: false })).toThrow(field);
  });
});

const parcel: Parcel = {
  parcel_id: 12,
  tracking_id: 'YT123',
  personal_id: 'C-1001',
  status: 'stored',
  weight: 1.5,
  length: 30,
  width: 20,
  height: 10,
  inbound_date: '2026-11-20',
  warehouse_id: 'wh-1',
  warehouse_name: 'Richmond Hub',
  shelf_location: 'A-01',
  shipping_line: null,
  order: null,
  content_name: 'Tea',
  content_value: 80,
  content_quantity: 2,
  notes: null,
  is_problem: false,
  problem_type: null,
  description: null,
  storage_days: 1,
  overdue_days: 0,
  overdue_fee: 0,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};

describe('changedParcelFields', () => {
  const edit = (change: Partial<ParcelEditForm>) => ({ ...parcelEditFormOf(parcel), ...change });
  it.each<[string, Partial<ParcelEditForm>, object]>([
    ['nothing changed', {}, {}],
    ['a new status', { status: 'error' }, { status: 'error' }],
    ['a new inbound date', { inbound_date: '2026-11-19' }, { inbound_date: '2026-11-19' }],
    ['a new weight as a number', { weight: '2.25' }, { weight: 2.25 }],
    ['the same weight typed differently', { weight: '1.50' }, {}],
    ['a new shelf, trimmed', { shelf_location: ' B-02 ' }, { shelf_location: 'B-02' }],
    ['notes added', { notes: 'call first' }, { notes: 'call first' }],
    [
      'problem switched on',
      { is_problem: true, problem_type: 'missing_owner', description: 'no label' },
      { is_problem: true, problem_type: 'missing_owner', description: 'no label' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(changedParcelFields(parcel, edit(change))).toEqual(expected);
  });

  it('switching the problem off clears its type and description', () => {
    const flagged = {
      ...parcel,
      is_problem: true,
      problem_type: 'damaged' as const,
      description: 'torn',
    };
    expect(
      changedParcelFields(flagged, { ...parcelEditFormOf(flagged), is_problem: false }),
    ).toEqual({
      is_problem: false,
      problem_type: null,
      description: null,
    });
  });

  it('notes emptied are sent as null', () => {
    const noted = { ...parcel, notes: 'old' };
    expect(changedParcelFields(noted, { ...parcelEditFormOf(noted), notes: '  ' })).toEqual({
      notes: null,
    });
  });
});

describe('keepDecimal', () => {
  it.each([
    ['12.5', '12.5'],
    ['1,5kg', '15'],
    ['1.2.3', '1.23'],
    ['abc', ''],
    ['.5', '.5'],
  ])('%j → %j', (input, expected) => {
    expect(keepDecimal(input)).toBe(expected);
  });
});

describe('status choices', () => {
  it('offer every status once, In Stock first', () => {
    expect([...PARCEL_STATUS_CHOICES].sort()).toEqual([...PARCEL_STATUSES].sort());
    expect(PARCEL_STATUS_CHOICES[0]).toBe('stored');
    expect(PARCEL_STATUS_CHOICES.slice(0, 4)).toEqual(['stored', 'error', 'packed', 'pending']);
  });
});

describe('parcelErrorKey', () => {
  it.each([
    ['weight', 'typeError', 'parcel.errors.positive'],
    ['height', 'moreThan', 'parcel.errors.positive'],
    ['weight', 'recordable', 'parcel.errors.weightTooSmall'],
    ['width', 'recordable', 'parcel.errors.sideTooSmall'],
    ['tracking_id', 'matches', 'parcel.errors.tracking_id'],
    ['tracking_id', 'required', 'parcel.errors.required'],
    ['problem_type', 'required', 'parcel.errors.problem_type'],
    ['description', 'required', 'parcel.errors.description'],
    ['shelf_location', 'required', 'parcel.errors.required'],
    ['inbound_date', undefined, 'parcel.errors.required'],
    ['inbound_date', 'iso-date', 'parcel.errors.required'],
    ['inbound_date', 'inbound-range', 'parcel.errors.inbound_date_range'],
  ])('%s failing %s says %s', (field, failure, key) => {
    expect(parcelErrorKey(field, failure)).toBe(key);
  });
});
