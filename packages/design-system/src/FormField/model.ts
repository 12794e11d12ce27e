/** Id of a field's hint text, derived from the control's id. */
export const hintId = (id: string) => `${id}-hint`;

/** Id of a field's error text, derived from the control's id. */
export const errorId = (id: string) => `${id}-error`;

/** Id of what a field shows at the right under its control (a length counter). */
export const asideId = (id: string) => `${id}-aside`;

/**
 * The `aria-describedby` of a field's control: the caller's own ids first, then the hint, then
 * the error, so a screen reader reads the help before the problem. `undefined` when empty.
 */
export function describedByIds(
  id: string,
  {
    hint,
    error,
    aside,
    extra,
  }: { hint?: boolean; error?: boolean; aside?: boolean; extra?: string | undefined },
): string | undefined {
  const ids = [
    extra,
    aside ? asideId(id) : undefined,
    hint ? hintId(id) : undefined,
    error ? errorId(id) : undefined,
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}
