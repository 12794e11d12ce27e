import type { SchemaDescription, SchemaFieldDescription } from 'yup';

/** The subset of JSON Schema (draft 7, as OpenAPI 3 reads it) our request schemas need. */
export interface JsonSchema {
  type?: 'object' | 'string' | 'number' | 'integer' | 'boolean' | 'array';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  nullable?: boolean;
  description?: string;
}

type Params = Record<string, unknown> | undefined;

function numberParam(params: Params, name: string): number | undefined {
  const value = params?.[name];
  return typeof value === 'number' ? value : undefined;
}

/**
 * Translates `schema.describe()` into JSON Schema for the OpenAPI document.
 * Custom tests (e.g. "known country code") have no JSON Schema form; validation
 * itself always runs the yup schema, so the document may be looser, never stricter.
 */
export function describeAsJsonSchema(description: SchemaFieldDescription): JsonSchema {
  if (!('tests' in description)) return {};
  const node = description as SchemaDescription & {
    fields?: Record<string, SchemaFieldDescription>;
    innerType?: SchemaFieldDescription;
  };
  const out: JsonSchema = {};
  if (node.label) out.description = node.label;
  if (node.nullable) out.nullable = true;

  switch (node.type) {
    case 'object': {
      out.type = 'object';
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [name, field] of Object.entries(node.fields ?? {})) {
        properties[name] = describeAsJsonSchema(field);
        if ('optional' in field && field.optional === false) required.push(name);
      }
      out.properties = properties;
      if (required.length > 0) out.required = required;
      // `noUnknown` on bodies; `exact` on query strings, which convert (see `querySchema`).
      if (node.tests.some((test) => test.name === 'noUnknown' || test.name === 'exact')) {
        out.additionalProperties = false;
      }
      break;
    }
    case 'array':
      out.type = 'array';
      if (node.innerType) out.items = describeAsJsonSchema(node.innerType);
      break;
    case 'string':
    case 'boolean':
      out.type = node.type;
      break;
    case 'number':
      out.type = node.tests.some((test) => test.name === 'integer') ? 'integer' : 'number';
      break;
    default:
      break;
  }

  for (const test of node.tests) applyTest(out, node.type, test.name, test.params);

  const allowed = node.oneOf.filter((value) => value !== undefined && value !== null);
  if (allowed.length > 0) out.enum = allowed;
  return out;
}

function applyTest(out: JsonSchema, type: string, name: string | undefined, params: Params): void {
  const isString = type === 'string';
  const isArray = type === 'array';
  switch (name) {
    case 'min': {
      const more = numberParam(params, 'more');
      if (more !== undefined) out.exclusiveMinimum = more;
      const min = numberParam(params, 'min');
      if (min === undefined) return;
      if (isString) out.minLength = min;
      else if (isArray) out.minItems = min;
      else out.minimum = min;
      return;
    }
    case 'max': {
      const less = numberParam(params, 'less');
      if (less !== undefined) out.exclusiveMaximum = less;
      const max = numberParam(params, 'max');
      if (max === undefined) return;
      if (isString) out.maxLength = max;
      else if (isArray) out.maxItems = max;
      else out.maximum = max;
      return;
    }
    case 'length': {
      const length = numberParam(params, 'length');
      if (length === undefined) return;
      if (isString) out.minLength = out.maxLength = length;
      else if (isArray) out.minItems = out.maxItems = length;
      return;
    }
    case 'matches': {
      const regex = params?.regex;
      if (regex instanceof RegExp) out.pattern = regex.source;
      return;
    }
    case 'email':
      out.format = 'email';
      return;
    case 'url':
      out.format = 'uri';
      return;
    case 'uuid':
      out.format = 'uuid';
      return;
    default:
      return;
  }
}
