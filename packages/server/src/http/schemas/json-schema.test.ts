import { describe, expect, it } from 'vitest';
import { errorResponses, listResponse, objectOf, oneOf, orNull, text } from './json-schema.js';

describe('orNull', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a typed schema', { type: 'string' }, { type: ['string', 'null'] }],
    [
      'an enum, which must list null too',
      { type: 'string', enum: ['a', 'b'] },
      { type: ['string', 'null'], enum: ['a', 'b', null] },
    ],
    ['a schema without one type', { $ref: 'X#' }, { anyOf: [{ $ref: 'X#' }, { type: 'null' }] }],
  ])('accepts null beside %s', (_name, schema, expected) => {
    expect(orNull(schema)).toEqual(expected);
  });
});

describe('objectOf', () => {
  it('requires every property but the optional ones and allows no other', () => {
    expect(objectOf<{ a: string; b?: string }>({ a: text, b: oneOf(['x']) }, ['b'])).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string', enum: ['x'] } },
      required: ['a'],
      additionalProperties: false,
    });
  });
});

describe('envelopes', () => {
  it('describes a list as { data, results }', () => {
    const schema = listResponse(text, 'Names.');
    expect(schema).toMatchObject({
      description: 'Names.',
      required: ['data', 'results'],
      properties: { data: { type: 'array', items: text }, results: { type: 'integer' } },
    });
  });

  it('points every error answer at the shared envelope', () => {
    const responses = errorResponses(400, 404);
    expect(Object.keys(responses)).toEqual(['400', '404']);
    expect(responses[404]).toMatchObject({ $ref: 'ApiError#' });
    expect(responses[404]?.description).toEqual(expect.any(String));
  });
});
