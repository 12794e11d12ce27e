import { object } from 'yup';
import type { ObjectShape } from 'yup';

/** yup fills `${properties}` with the unknown keys, comma-separated. */
export const UNKNOWN_QUERY_PARAMETER = 'Unknown query parameter: ${properties}.';

/** The message naming one query parameter no route knows. */
export function unknownQueryParameter(name: string): string {
  return `Unknown query parameter: ${name}.`;
}

/**
 * The schema of a query string. Query strings are text, so it converts (not strict); a parameter
 * it does not name is refused, not dropped: a misspelt filter that silently filters nothing
 * misleads the merchant. (`noUnknown` would strip such keys while converting, before its test.)
 */
export function querySchema<Shape extends ObjectShape>(shape: Shape) {
  return object(shape).exact(UNKNOWN_QUERY_PARAMETER);
}
