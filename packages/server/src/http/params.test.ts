import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { fieldError, foundOr404, numericIdOr404, pathParams, uuidOr404 } from './params.js';

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('path id helpers', () => {
  it.each<[string, () => unknown, unknown]>([
    [
      'a UUID',
      () => uuidOr404('0b8f6c1e-3c5d-4f7a-9e2b-1a2b3c4d5e6f', 'x'),
      '0b8f6c1e-3c5d-4f7a-9e2b-1a2b3c4d5e6f',
    ],
    ['a numeric id', () => numericIdOr404('100042', 'x'), 100042],
    ['a row', () => foundOr404({ id: 1 }, 'x'), { id: 1 }],
    ['a falsy row that is there', () => foundOr404(0, 'x'), 0],
  ])('answers %s', (_name, run, expected) => {
    expect(run()).toEqual(expected);
  });

  it.each<[string, () => unknown]>([
    ['a UUID that is not one', () => uuidOr404('abc', 'Warehouse not found')],
    ['a numeric id with letters', () => numericIdOr404('12a', 'Warehouse not found')],
    [
      'a numeric id past 15 digits',
      () => numericIdOr404('1234567890123456', 'Warehouse not found'),
    ],
    ['no row', () => foundOr404(null, 'Warehouse not found')],
    ['an undefined row', () => foundOr404(undefined, 'Warehouse not found')],
  ])('answers 404 with the message for %s', (_name, run) => {
    expect(failure(run).toBody()).toEqual({ message: 'Warehouse not found', code: 'NOT_FOUND' });
    expect(failure(run).statusCode).toBe(404);
  });
});

describe('fieldError', () => {
  it('is a 400 naming the field, as validation names it', () => {
    const error = fieldError('search', 'search must be a weight in kg.');
    expect(error.statusCode).toBe(400);
    expect(error.toBody()).toEqual({
      message: 'search must be a weight in kg.',
      code: 'VALIDATION_FAILED',
      details: [{ field: 'search', message: 'search must be a weight in kg.' }],
    });
  });
});

describe('pathParams', () => {
  it.each<[Record<string, unknown>, boolean]>([
    [{ warehouseId: 'w', parcelId: '1' }, true],
    [{ warehouseId: 'w' }, false],
    [{ warehouseId: 'w', parcelId: 'x'.repeat(65) }, false],
  ])('checks %j (valid: %s)', (params, valid) => {
    expect(pathParams('warehouseId', 'parcelId').isValidSync(params)).toBe(valid);
  });
});
