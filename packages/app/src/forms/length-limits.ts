import type { AnyObjectSchema, SchemaFieldDescription } from 'yup';

/** The most characters each text field of a schema takes, by field path (`receiver_name`). */
export type LengthLimits = Readonly<Record<string, number>>;

/**
 * Reads the length limits off a domain schema (its `string().max(n)` rules, through yup's public
 * `describe()`), so a form shows the same limit the schema checks and the server enforces.
 * Nested objects give dotted paths; lists of rows are left out (their rows have their own forms).
 */
export function lengthLimitsOf(schema: AnyObjectSchema): LengthLimits {
  const limits: Record<string, number> = {};
  const walk = (description: SchemaFieldDescription, path: string) => {
    if (description.type === 'string' && 'tests' in description) {
      const max = description.tests.find((test) => test.name === 'max')?.params?.max;
      if (typeof max === 'number') limits[path] = max;
    }
    if (description.type === 'object' && 'fields' in description) {
      for (const [name, field] of Object.entries(description.fields)) {
        walk(field, path ? `${path}.${name}` : name);
      }
    }
  };
  walk(schema.describe(), '');
  return limits;
}
