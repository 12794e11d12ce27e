/**
 * Whole seconds left of a countdown that started at `startedAt` (ms) and lasts `durationSeconds`,
 * as seen at `now` (ms). Rounded up, so a fresh countdown shows its full length; never negative.
 */
export function remainingSeconds(startedAt: number, durationSeconds: number, now: number): number {
  const duration = Math.max(0, durationSeconds) * 1000;
  const elapsed = Math.max(0, now - startedAt);
  const left = duration - elapsed;
  return left <= 0 ? 0 : Math.ceil(left / 1000);
}
