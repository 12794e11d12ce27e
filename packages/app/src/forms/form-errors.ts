import { ValidationError } from 'yup';

/** Anything with yup's validateSync (the domain schemas). */
interface SyncSchema {
  validateSync: (value: unknown, options?: { abortEarly?: boolean }) => unknown;
}

/** Each rejected field with the name of the first rule it failed ("required", "matches"…). */
export type FieldFailures = Record<string, string>;

/**
 * The rule a text too long for its field failed: told apart from a number over its maximum
 * (both are yup's `max`), so every form can say "at most N characters" (`useSchemaForm`).
 */
export const TOO_LONG = 'too-long';

function ruleOf(failure: ValidationError): string {
  if (failure.type === 'max' && typeof failure.value === 'string') return TOO_LONG;
  return failure.type ?? 'invalid';
}

/**
 * The fields a domain schema rejects, each with the first failed rule's name ("required",
 * "matches", "range"…). The form shows its own translated words per field; the schema decides
 * what is wrong, so the rule lives in one place.
 */
export function schemaFieldErrors(schema: SyncSchema, value: unknown): FieldFailures {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const failures: FieldFailures = {};
    const all = error.inner.length > 0 ? error.inner : [error];
    for (const failure of all) {
      // `operator_ids[0]` belongs to `operator_ids`.
      const field = (failure.path ?? '').replace(/\[\d+\]$/, '');
      if (field && !(field in failures)) failures[field] = ruleOf(failure);
    }
    return failures;
  }
}
