/** Where a step stands relative to the current one. */
export type StepState = 'completed' | 'current' | 'upcoming';

/**
 * The state of each step, in order: those before `current` are completed, `current` is current,
 * the rest upcoming. With an unknown `current` every step is upcoming.
 */
export function stepStates(keys: readonly string[], current: string): StepState[] {
  const at = keys.indexOf(current);
  return keys.map((_, i) => {
    if (at === -1 || i > at) return 'upcoming';
    return i === at ? 'current' : 'completed';
  });
}
