/**
 * The one map from a validation failure to the i18n key of the message a form shows under the
 * field. The domain schema decides *what* is wrong (the field, and the rule that failed:
 * "required", "matches", "min"…); each form says *how it is told* with a small table.
 */
export interface FailureKeys<Key extends string> {
  /** Per field: one key for any failure, or one key per failed rule (`'*'`: its other rules). */
  fields?: Readonly<Record<string, Key | RuleKeys<Key>>>;
  /** Every field the table does not name: one key, or a key made from the field's name. */
  other: Key | ((field: string) => Key);
}

/** One key per failed rule of a field; `'*'` for its other rules. */
export type RuleKeys<Key extends string> = Readonly<Record<string, Key>> & { readonly '*': Key };

/** A field the schema (or a rule beside it) rejected, with the name of the rule that failed. */
export interface FieldFailure {
  field: string;
  rule: string;
}

/** The i18n key of the message for one failure. */
export function failureKey<Key extends string>(
  table: FailureKeys<Key>,
  { field, rule }: FieldFailure,
): Key {
  const entry = table.fields?.[field];
  if (entry === undefined)
    return typeof table.other === 'function' ? table.other(field) : table.other;
  if (typeof entry === 'string') return entry;
  return entry[rule] ?? entry['*'];
}
