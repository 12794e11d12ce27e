import {
  orderReceiverFormSchema,
  PARCEL_TEXT_MAX,
  parcelCreateSchema,
  RECEIVER_NAME_MAX,
  warehouseCreateSchema,
} from '@jiyun/domain';
import { describe, expect, it } from 'vitest';
import { number, object, string } from 'yup';
import { lengthLimitsOf } from './length-limits';

describe('lengthLimitsOf', () => {
  it('reads each text field’s limit, and nothing for numbers or unlimited text', () => {
    const schema = object({
      name: string().required().max(100),
      note: string(),
      weight: number().max(500),
      contact: object({ phone: string().max(32) }),
    });
    expect(lengthLimitsOf(schema)).toEqual({ name: 100, 'contact.phone': 32 });
  });

  it.each([
    ['a new parcel', parcelCreateSchema, 'tracking_id', PARCEL_TEXT_MAX],
    ['a receiver', orderReceiverFormSchema, 'receiver_name', RECEIVER_NAME_MAX],
    ['a new warehouse', warehouseCreateSchema, 'warehouse_name', 100],
  ] as const)('reads %s’s limits from the domain schema', (_form, schema, field, limit) => {
    expect(lengthLimitsOf(schema)[field]).toBe(limit);
  });
});
