export interface DropdownOption {
  /** Value passed to `onChange`. */
  value: string;
  /** Text shown, and matched by the filter. */
  label: string;
  /** Smaller second line under the label. */
  description?: string;
}

/** The options whose label contains `query`, ignoring case and surrounding spaces. */
export function filterOptions<T extends DropdownOption>(options: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/**
 * The active option after a navigation key, in a list of `count` options; -1 when there is
 * none. Arrow keys wrap around; from no active option, Down goes to the first and Up to the last.
 */
export function nextActiveIndex(current: number, key: NavigationKey, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 || current >= count ? count - 1 : current - 1;
  }
}
