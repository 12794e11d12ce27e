import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import type { FieldFailures } from './form-errors';

/**
 * react-hook-form's resolver for a form whose fields are not the request body itself: the yup
 * resolver checks `toBody(values)` (trimmed, numbers parsed, optional fields left out) against the
 * domain schema, and `extraFailures` adds the rules the request schema cannot see (a confirmation
 * that repeats a password, a problem flag that needs its type). A valid form hands its own values
 * to the submit handler; the page builds the request from them.
 */
export function schemaResolver<Values extends FieldValues>(
  schema: AnyObjectSchema,
  toBody: (values: Values) => unknown,
  extraFailures?: (values: Values) => FieldFailures,
): Resolver<Values> {
  const bodyResolver = yupResolver(schema, undefined, { mode: 'sync', raw: true });
  return async (values, context, options) => {
    const body = toBody(values) as FieldValues;
    // The body's field names are the form's: the options (which name the form's fields) fit.
    const checked = await bodyResolver(body, context, options as Parameters<Resolver>[2]);
    const errors: FieldErrors<FieldValues> = { ...checked.errors };
    for (const [field, rule] of Object.entries(extraFailures?.(values) ?? {})) {
      errors[field] ??= { type: rule, message: rule };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<Values> };
  };
}
