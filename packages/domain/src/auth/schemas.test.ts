import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { loginSchema } from './schemas.js';

const valid = { country_code: '+1', identifier: '6045550123', password: 'Merchant#2026' };

function errorsOf(body: unknown): string[] {
  try {
    loginSchema.validateSync(body, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('loginSchema', () => {
  it.each([
    ['a valid body', valid, []],
    ['country code without +', { ...valid, country_code: '86' }, []],
    ['hyphenated phone', { ...valid, identifier: '604-555-0123' }, []],
    [
      'missing country code',
      { identifier: '6045550123', password: 'x' },
      ['country_code is required.'],
    ],
    [
      'unknown country code',
      { ...valid, country_code: '+44' },
      ['country_code must be +1 or +86.'],
    ],
    [
      'letters in the phone',
      { ...valid, identifier: '604-555-abcd' },
      ['identifier must contain only digits and hyphens.'],
    ],
    ['too few digits', { ...valid, identifier: '12-3' }, ['identifier must have 5 to 15 digits.']],
    [
      'number instead of text',
      { ...valid, identifier: 6045550123 },
      ['identifier must be a `string` type, but the final value was: `6045550123`.'],
    ],
    [
      'missing password',
      { country_code: '+1', identifier: '6045550123' },
      ['password is required.'],
    ],
    [
      'an overlong password',
      { ...valid, password: 'x'.repeat(129) },
      ['password must be at most 128 characters.'],
    ],
    ['an unknown field', { ...valid, role: 'admin' }, ['Unknown field: role.']],
  ])('%s', (_name, body, expected) => {
    expect(errorsOf(body)).toEqual(expected);
  });
});
