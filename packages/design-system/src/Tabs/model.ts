/**
 * Which tab a key press moves to in a horizontal tablist (WAI-ARIA tabs pattern): arrows step
 * over disabled tabs and wrap, Home and End go to the first and last enabled tab. `null` when the
 * key is not a tab key or no other tab can take focus.
 */
export function tabKeyTarget(
  disabled: readonly boolean[],
  current: number,
  key: string,
): number | null {
  const enabled = disabled.flatMap((off, i) => (off ? [] : [i]));
  if (enabled.length === 0) return null;
  let target: number | undefined;
  switch (key) {
    case 'Home':
      target = enabled[0];
      break;
    case 'End':
      target = enabled[enabled.length - 1];
      break;
    case 'ArrowRight':
      target = enabled.find((i) => i > current) ?? enabled[0];
      break;
    case 'ArrowLeft':
      target = [...enabled].reverse().find((i) => i < current) ?? enabled[enabled.length - 1];
      break;
    default:
      return null;
  }
  return target === undefined || target === current ? null : target;
}

/** Id of the tab for `value` in the tablist `id`; a `TabPanel` points back at it. */
export function tabId(id: string, value: string): string {
  return `${id}-tab-${value}`;
}

/** Id of the panel for `value` in the tablist `id`; the selected tab points at it. */
export function tabPanelId(id: string, value: string): string {
  return `${id}-panel-${value}`;
}
