import { array, boolean, number, object, string } from 'yup';
import { describe, expect, it } from 'vitest';
import { yupToJsonSchema } from './yup-validation.js';

describe('yupToJsonSchema', () => {
  it.each<[string, Parameters<typeof yupToJsonSchema>[0], unknown]>([
    ['a plain string', string(), { type: 'string' }],
    ['string lengths', string().min(2).max(5), { type: 'string', minLength: 2, maxLength: 5 }],
    ['an exact length', string().length(6), { type: 'string', minLength: 6, maxLength: 6 }],
    ['a pattern', string().matches(/^\d+$/), { type: 'string', pattern: '^\\d+$' }],
    ['an email', string().email(), { type: 'string', format: 'email' }],
    [
      'allowed values',
      string().oneOf(['day', 'month']),
      { type: 'string', enum: ['day', 'month'] },
    ],
    ['a number range', number().min(0).max(10), { type: 'number', minimum: 0, maximum: 10 }],
    [
      'exclusive bounds',
      number().moreThan(0).lessThan(1),
      { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
    ],
    ['an integer', number().integer(), { type: 'integer' }],
    ['a boolean', boolean(), { type: 'boolean' }],
    ['a nullable string', string().nullable(), { type: 'string', nullable: true }],
    [
      'an array',
      array(string().max(3)).min(1).max(2),
      { type: 'array', items: { type: 'string', maxLength: 3 }, minItems: 1, maxItems: 2 },
    ],
  ])('translates %s', (_name, schema, expected) => {
    expect(yupToJsonSchema(schema)).toEqual(expected);
  });

  it('translates objects with required fields and noUnknown', () => {
    const schema = object({
      name: string().required(),
      note: string(),
      permission: array(string().oneOf(['warehouse', 'orders'])).required(),
      nested: object({ flag: boolean().required() }),
    }).noUnknown();
    expect(yupToJsonSchema(schema)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string' },
        note: { type: 'string' },
        permission: { type: 'array', items: { type: 'string', enum: ['warehouse', 'orders'] } },
        nested: { type: 'object', properties: { flag: { type: 'boolean' } }, required: ['flag'] },
      },
      required: ['name', 'permission'],
      additionalProperties: false,
    });
  });
});
