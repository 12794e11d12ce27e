/**
 * Where focus goes on an intake Enter: the next enabled intake field after the one the key was
 * pressed in, in page order. Fields outside the list (the date box) move to the first intake
 * field that follows them.
 */
export function nextIntakeField<T extends Node>(fields: readonly T[], from: Node): T | null {
  for (const field of fields) {
    // DOCUMENT_POSITION_FOLLOWING (4): `field` comes after `from`.
    if (from.compareDocumentPosition(field) & 4) return field;
  }
  return null;
}
