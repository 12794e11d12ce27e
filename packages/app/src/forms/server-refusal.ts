import { useState } from 'react';
import { readApiFailure } from '../api/api-error';
import type { FieldFailures } from './form-errors';

/** The server refused fields of a save (400 with `details[].field`), as the form held them then. */
export interface Refusal<Values> {
  /** Each refused field of the form, with the rule `server` (for `failureKeys`). */
  fields: FieldFailures;
  /** The form's values when it was sent. */
  sent: Values;
}

/**
 * The fields of the form a failed save names: a 400 whose details point at fields the form holds
 * (a dotted path counts by its first name). Nothing for any other failure, or for details that
 * name no field of the form: then the form says why beside its buttons.
 */
export function refusalOf<Values extends object>(
  error: unknown,
  sent: Values,
): Refusal<Values> | null {
  const { status, details } = readApiFailure(error);
  if (status !== 400) return null;
  const fields: FieldFailures = {};
  for (const { field } of details) {
    const name = field.split('.')[0] ?? field;
    if (Object.hasOwn(sent, name)) fields[name] = 'server';
  }
  return Object.keys(fields).length > 0 ? { fields, sent } : null;
}

const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));

/** The refused fields that still hold what was refused (`useSchemaForm`'s `serverFailures`). */
export function stillRefused<Values extends object>(
  refusal: Refusal<Values> | null,
  values: Values,
): FieldFailures {
  if (!refusal) return {};
  const now = values as Record<string, unknown>;
  const sent = refusal.sent as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(refusal.fields).filter(([field]) => sameValue(now[field], sent[field])),
  );
}

/**
 * The refusal of a form's last save, for `useSchemaForm`'s `serverFailures`: a field the server
 * refused shows its problem under it (in the merchant's language, by `failureKeys` with the rule
 * `server`) until it is changed, instead of a general message beside the buttons.
 */
export function useServerRefusal<Values extends object>() {
  const [refusal, setRefusal] = useState<Refusal<Values> | null>(null);
  return {
    /** The last failed save was refused field by field: nothing more to say beside the buttons. */
    refused: refusal !== null,
    serverFailures: (values: Values) => stillRefused(refusal, values),
    /** The save's `onError`, given the values it sent. */
    onError: (sent: Values) => (error: unknown) => setRefusal(refusalOf(error, sent)),
    /** A new save starts with no refusal. */
    clear: () => setRefusal(null),
  };
}
