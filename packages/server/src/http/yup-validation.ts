import type { FastifySchemaCompiler } from 'fastify';
import { isSchema, ValidationError } from 'yup';
import type { Schema } from 'yup';
import type { FieldError } from '@jiyun/domain';
import type { AppError } from './app-error.js';
import { NOT_A_JSON_OBJECT, validationFailed } from './app-error.js';
import { describeAsJsonSchema } from './yup-json-schema.js';
import type { JsonSchema } from './yup-json-schema.js';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
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
  const fieldOrder = Object.keys(describeAsJsonSchema(yupSchema.describe()).properties ?? {});
  return (data: unknown) => {
    if (httpPart === 'body' && !isPlainObject(data)) {
      return { error: validationFailed(NOT_A_JSON_OBJECT) };
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
  const unknown = problem.params?.unknown;
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
