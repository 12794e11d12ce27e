import type { ApiError, ItemResponse, ListResponse } from '@jiyun/domain';

/**
 * A response schema: JSON Schema as Fastify's serializer and the OpenAPI 3.1 document read it.
 * Kept loose on purpose; `objectOf` is where the shape is checked against the domain's types.
 */
export type JsonSchema = { [keyword: string]: unknown };

/** One schema per property of `T`: a field the domain type has and the schema lacks is a type error. */
export type PropertySchemas<T> = { [K in keyof T]-?: JsonSchema };

/**
 * The schema of a domain type: every property listed (the serializer drops what is not), all
 * required except `optional`, nothing else allowed.
 */
export function objectOf<T>(
  properties: PropertySchemas<T>,
  optional: readonly (keyof T & string)[] = [],
): JsonSchema {
  const required = Object.keys(properties).filter((name) => !optional.includes(name as never));
  return { type: 'object', properties, required, additionalProperties: false };
}

/** The same schema that also accepts null. */
export function orNull(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  if (typeof type === 'string') {
    const nullable: JsonSchema = { ...schema, type: [type, 'null'] };
    // An enum lists every allowed value, so null joins it too.
    if (Array.isArray(schema.enum)) nullable.enum = [...(schema.enum as unknown[]), null];
    return nullable;
  }
  return { anyOf: [schema, { type: 'null' }] };
}

export const text: JsonSchema = { type: 'string' };
export const integer: JsonSchema = { type: 'integer' };
export const decimal: JsonSchema = { type: 'number' };
export const flag: JsonSchema = { type: 'boolean' };
export const uuid: JsonSchema = { type: 'string', format: 'uuid' };
export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
export const isoDate: JsonSchema = { type: 'string', format: 'date' };

export function oneOf(values: readonly string[]): JsonSchema {
  return { type: 'string', enum: [...values] };
}

export function listOf(items: JsonSchema): JsonSchema {
  return { type: 'array', items };
}

/** `{ data }`: one resource (ADR 0020). */
export function itemResponse(data: JsonSchema, description: string): JsonSchema {
  return { ...objectOf<ItemResponse<unknown>>({ data }), description };
}

/** `{ data, results }`: rows of a list and the total across all pages (ADR 0020). */
export function listResponse(items: JsonSchema, description: string): JsonSchema {
  return {
    ...objectOf<ListResponse<unknown>>({
      data: listOf(items),
      results: { ...integer, description: 'Rows across all pages.' },
    }),
    description,
  };
}

/** The error envelope, registered once as a shared schema (`components.schemas.ApiError`). */
export const API_ERROR_ID = 'ApiError';

export const apiErrorSchema: JsonSchema = {
  $id: API_ERROR_ID,
  description: 'Every error answer: a message for people, a stable code, and field details.',
  ...objectOf<ApiError>(
    {
      message: text,
      code: oneOf([
        'VALIDATION_FAILED',
        'UNAUTHENTICATED',
        'TOKEN_EXPIRED',
        'INVALID_CREDENTIALS',
        'ACCOUNT_NOT_ACTIVE',
        'FORBIDDEN',
        'NOT_FOUND',
        'CONFLICT',
        'PAYLOAD_TOO_LARGE',
        'UNSUPPORTED_MEDIA_TYPE',
        'RATE_LIMITED',
        'UNAVAILABLE',
        'INTERNAL',
      ] satisfies ApiError['code'][]),
      details: listOf(objectOf<{ field: string; message: string }>({ field: text, message: text })),
    },
    ['details'],
  ),
};

const ERROR_MEANINGS = {
  400: 'The request is not valid: `details` names each field.',
  401: 'No valid access token (or refresh cookie, or flow token) was sent.',
  403: 'Not allowed: a missing permission, bad credentials or an account that is not active.',
  404: 'Not found, or not this company’s.',
  409: 'Conflicts with what is stored (a duplicate).',
  413: 'The body or file is too large.',
  415: 'The content type is not the one this operation reads.',
  422: 'Well formed, but a business rule refuses it (a package the line cannot take): `details` says why.',
  429: 'Too many requests; `Retry-After` says how many seconds to wait.',
  503: 'A service this operation needs (the SMS gateway, the file store) did not answer.',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** The error answers of an operation, each the shared envelope with what the status means there. */
export function errorResponses(...statuses: ErrorStatus[]): Record<number, JsonSchema> {
  const responses: Record<number, JsonSchema> = {};
  for (const status of statuses) {
    responses[status] = { description: ERROR_MEANINGS[status], $ref: `${API_ERROR_ID}#` };
  }
  return responses;
}
