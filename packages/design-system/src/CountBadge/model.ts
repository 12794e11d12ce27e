/** The text of a count bubble: the number, `{max}+` past `max`, nothing at zero or below. */
export function countBadgeText(count: number, max = 99): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return whole > max ? `${max}+` : String(whole);
}
