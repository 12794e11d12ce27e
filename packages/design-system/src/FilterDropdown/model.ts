/** `values` with `value` added or removed, in the order of `order` (the options' order). */
export function toggleValue(values: readonly string[], value: string, order: readonly string[]) {
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return sortByOrder(next, order);
}

/** `values` sorted by their place in `order`; values not in `order` keep their order at the end. */
export function sortByOrder(values: readonly string[], order: readonly string[]): string[] {
  const rank = (value: string) => {
    const index = order.indexOf(value);
    return index === -1 ? order.length : index;
  };
  return [...values].sort((a, b) => rank(a) - rank(b));
}

/** The trigger's text: the label, with the number of applied choices when there are any. */
export function triggerText(label: string, appliedCount: number): string {
  return appliedCount > 0 ? `${label} (${appliedCount})` : label;
}
