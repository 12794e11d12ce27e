/**
 * True when `value` has at most `places` decimals, so a column of that scale stores it as sent.
 * The test is exact, not "close enough": 1e-300 has more than 2 decimals (it would be stored as
 * 0.00 and break the rule "greater than 0"), while 19.99, read from JSON as the double nearest to
 * it, has two.
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scale = 10 ** places;
  return Math.round(value * scale) / scale === value;
}
