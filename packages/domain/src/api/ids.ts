const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Numeric ids are bigint identities; longer digit strings name no row (and would lose digits). */
const NUMERIC_ID = /^\d{1,15}$/;
/** The largest numeric id a request may name (15 digits). */
export const NUMERIC_ID_MAX = 999_999_999_999_999;

/** True when `value` is written as a UUID (warehouse, notification and user ids). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The number a numeric id (e.g. a parcel id) is written as; null when it cannot be one. */
export function parseNumericId(value: string): number | null {
  return NUMERIC_ID.test(value) ? Number(value) : null;
}
