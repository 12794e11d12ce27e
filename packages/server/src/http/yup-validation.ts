import type { FastifySchemaCompiler } from 'fastify';
import { isSchema, ValidationError } from 'yup';
import type { Schema } from 'yup';
import type { FieldError } from '@jiyun/domain';
import { unknownQueryParameter } from '@jiyun/domain';
import type { AppError } from './app-error.js';
import { NOT_A_JSON_OBJECT, validationFailed } from './app-error.js';
import { describeAsJsonSchema } from './yup-json-schema.js';
import type { JsonSchema } from './yup-json-schema.js';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

const NUL = '\u0000';

/**
 * The first field of a request part whose text (or name) holds a NUL character, which
 * PostgreSQL refuses in text; null when there is none. Walks with its own stack, so a deeply
 * nested body cannot overflow the call stack.
 */
export function fieldWithNul(data: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value: data, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path || 'value';
    } else if (Array.isArray(value)) {
      for (const item of value as unknown[]) pending.push({ value: item, path });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, field] of Object.entries(value)) {
        const fieldPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return fieldPath;
        pending.push({ value: field, path: fieldPath });
      }
    }
  }
  return null;
}

/**
 * Keys of the data the schema does not name. Checked before yup sees the data: yup looks each
 * key up in a plain object of its fields, so a key named after an `Object.prototype` method
 * (`toString`, `constructor`) finds that method instead of a field and crashes the conversion.
 */
function unknownKeysOf(data: unknown, known: ReadonlySet<string>): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  return Object.keys(data).filter((key) => !known.has(key));
}

/**
 * A query parameter sent twice (`search=a&search=b`) arrives as a list; one the schema does not
 * take as a list is refused before yup, whose text transforms (`trim`) would throw on a list.
 */
function repeatedSingleParameter(data: unknown, description: JsonSchema): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const properties = description.properties ?? {};
  return Object.entries(data).find(
    ([key, value]) => Array.isArray(value) && properties[key]?.type !== 'array',
  )?.[0];
}

function unknownKeyMessage(httpPart: string | undefined, key: string): string {
  return httpPart === 'querystring' ? unknownQueryParameter(key) : `Unknown field: ${key}.`;
}

/**
 * Route schemas are the domain's yup schemas, so the server checks exactly the rules
 * the app's forms use. Fastify hands each one to this compiler instead of Ajv.
 */
export const yupValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isSchema(schema)) {
    throw new Error(`The ${httpPart ?? 'request'} schema must be a yup schema.`);
  }
  const yupSchema = schema as Schema;
  const description = describeAsJsonSchema(yupSchema.describe());
  const fieldOrder = Object.keys(description.properties ?? {});
  const knownFields = description.type === 'object' ? new Set(fieldOrder) : null;
  return (data: unknown) => {
    if (httpPart === 'body' && !isPlainObject(data)) {
      return { error: validationFailed(NOT_A_JSON_OBJECT) };
    }
    if (httpPart === 'headers' && knownFields !== null) {
      return validateNamedHeaders(yupSchema, data, knownFields, fieldOrder);
    }
    const unknownKeys = knownFields === null ? [] : unknownKeysOf(data, knownFields);
    const [firstUnknown] = unknownKeys;
    if (firstUnknown !== undefined) {
      const details = unknownKeys.map((key) => ({
        field: key,
        message: unknownKeyMessage(httpPart, key),
      }));
      return { error: validationFailed(unknownKeyMessage(httpPart, firstUnknown), details) };
    }
    if (httpPart === 'querystring') {
      const repeated = repeatedSingleParameter(data, description);
      if (repeated !== undefined) {
        const message = `${repeated} was sent more than once.`;
        return { error: validationFailed(message, [{ field: repeated, message }]) };
      }
    }
    const withNul = fieldWithNul(data);
    if (withNul !== null) {
      const message = `${withNul} must not contain a NUL character.`;
      return { error: validationFailed(message, [{ field: withNul, message }]) };
    }
    try {
      return { value: yupSchema.validateSync(data, { abortEarly: false }) as unknown };
    } catch (error) {
      if (error instanceof ValidationError)
        return { error: toValidationFailure(error, fieldOrder) };
      throw error;
    }
  };
};

/**
 * Headers are open-ended (every client sends its own), so only those the schema names go through
 * yup; the others pass untouched. Fastify keeps what a validator returns as the request's
 * headers, so they are all returned.
 */
function validateNamedHeaders(
  schema: Schema,
  data: unknown,
  named: ReadonlySet<string>,
  fieldOrder: string[],
): { value: unknown } | { error: AppError } {
  const headers = (typeof data === 'object' && data !== null ? data : {}) as Record<
    string,
    unknown
  >;
  const checked = Object.fromEntries(Object.entries(headers).filter(([name]) => named.has(name)));
  try {
    const value = schema.validateSync(checked, { abortEarly: false }) as object;
    return { value: { ...headers, ...value } };
  } catch (error) {
    if (error instanceof ValidationError) return { error: toValidationFailure(error, fieldOrder) };
    throw error;
  }
}

function toValidationFailure(error: ValidationError, fieldOrder: string[]): AppError {
  const problems = error.inner.length > 0 ? error.inner : [error];
  const details: FieldError[] = problems.map((problem) => ({
    field: problem.path || unknownFieldOf(problem) || '',
    message: readableMessage(problem),
  }));
  // yup reports in its own dependency order; merchants expect the form's order.
  const rank = (field: string): number => {
    const index = fieldOrder.indexOf(field.split('.')[0] ?? field);
    return index === -1 ? fieldOrder.length : index;
  };
  details.sort((a, b) => rank(a.field) - rank(b.field));
  const first = details[0]?.message ?? 'The request is not valid.';
  return validationFailed(first, details);
}

function unknownFieldOf(problem: ValidationError): string | undefined {
  // `noUnknown` names the keys `unknown`, `exact` names them `properties`.
  const unknown = problem.params?.unknown ?? problem.params?.properties;
  return typeof unknown === 'string' ? unknown : undefined;
}

function readableMessage(problem: ValidationError): string {
  // yup's own type message prints the received value back; ours names the expected type.
  if (problem.type === 'typeError') {
    const expected = problem.params?.type;
    const field = problem.path || 'value';
    return typeof expected === 'string'
      ? `${field} must be ${expected === 'object' || expected === 'array' ? 'an' : 'a'} ${expected}.`
      : `${field} has the wrong type.`;
  }
  if (problem.type === 'nullable') return `${problem.path || 'value'} must not be null.`;
  return problem.message;
}

/** JSON Schema of a yup schema, for the OpenAPI document. */
export function yupToJsonSchema(schema: Schema): JsonSchema {
  return describeAsJsonSchema(schema.describe());
}
