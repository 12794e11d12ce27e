import { object, string } from 'yup';
import { isUuid, parseNumericId } from '@jiyun/domain';
import type { AppError } from './app-error.js';
import { notFound, validationFailed } from './app-error.js';

export { isUuid, parseNumericId };

/**
 * The path parameters of a route, each a required string of at most 64 characters; what an id
 * must look like is checked by the route, which answers 404 (an id of the wrong shape names
 * nothing, the same as another company's id).
 */
export function pathParams<const Name extends string>(...names: Name[]) {
  const fields: Record<string, ReturnType<typeof idText>> = {};
  for (const name of names) fields[name] = idText(name);
  return object(fields);
}

function idText(name: string) {
  return string()
    .required(`${name} is required.`)
    .max(64, `${name} must be at most 64 characters.`);
}

/** A 400 naming one field, as validation names it. */
export function fieldError(field: string, message: string): AppError {
  return validationFailed(message, [{ field, message }]);
}

/** The row, or the route's 404 when there is none. */
export function foundOr404<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}

/** A UUID path id, or the route's 404 when it cannot be one. */
export function uuidOr404(value: string, message: string): string {
  if (!isUuid(value)) throw notFound(message);
  return value;
}

/** A numeric path id, or the route's 404 when it cannot be one. */
export function numericIdOr404(value: string, message: string): number {
  return foundOr404(parseNumericId(value), message);
}
