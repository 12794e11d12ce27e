import type { FieldFailures } from './form-errors';

/**
 * The field a failed submit puts the cursor in: the first one, in page order, that has a problem
 * (page order is the order the merchant reads and the keyboard walks).
 */
export function firstFailedField(
  namesInPageOrder: readonly string[],
  failures: FieldFailures,
): string | undefined {
  return namesInPageOrder.find((name) => name in failures);
}
