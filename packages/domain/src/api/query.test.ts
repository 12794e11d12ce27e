import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { Schema } from 'yup';
import {
  notificationLanguageQuerySchema,
  notificationListQuerySchema,
} from '../account/schemas.js';
import { parcelListQuerySchema } from '../parcels/schemas.js';
import {
  warehouseListQuerySchema,
  warehouseShippingLineQuerySchema,
} from '../warehouses/schemas.js';
import { unknownQueryParameter } from './query.js';

function errorsOf(schema: Schema, query: unknown): string[] {
  try {
    schema.validateSync(query, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('query schemas refuse parameters they do not name', () => {
  it.each([
    ['parcelListQuerySchema', parcelListQuerySchema],
    ['warehouseListQuerySchema', warehouseListQuerySchema],
    ['warehouseShippingLineQuerySchema', warehouseShippingLineQuerySchema],
    ['notificationListQuerySchema', notificationListQuerySchema],
    ['notificationLanguageQuerySchema', notificationLanguageQuerySchema],
  ] as const)('%s', (_name, schema) => {
    expect(errorsOf(schema, {})).toEqual([]);
    expect(errorsOf(schema, { colour: 'red' })).toEqual([unknownQueryParameter('colour')]);
  });
});
