/**
 * Exact decimal arithmetic for the pricing engine (ADR 0041): a number is read from its shortest
 * decimal text (what `String(x)` writes, so 0.1 is one tenth, not 0.1000000000000000055…) into
 * `units / 10^scale` with a bigint numerator. Products and comparisons are exact; a division
 * rounds once, explicitly, to the scale asked for. Only what pricing needs, and only for values
 * ≥ 0: weights, sides, volumes, prices and exchange rates are never negative.
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** The exact decimal value of a finite number ≥ 0 (or of such a number's text). */
export function toDecimal(value: number | string): Decimal {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_TEXT.exec(text);
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite number: ${text}.`);
  }
  if (!match) throw new RangeError(`Not a decimal number ≥ 0: ${text}.`);
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const exponent = Number(match[3] ?? '0');
  const units = BigInt(whole + fraction);
  const scale = fraction.length - exponent;
  return scale >= 0 ? { units, scale } : { units: units * pow10(-scale), scale: 0 };
}

/** `a` and `b` written with the same scale. */
function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

export function add(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return { units: x + y, scale };
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export type Rounding = 'up' | 'half-up';

/**
 * `a / b` as a whole number of `10^-scale` steps, rounded once: `'up'` to the next step (a
 * started gram counts), `'half-up'` to the nearest step, a half going up (money).
 */
export function divideToScale(a: Decimal, b: Decimal, scale: number, rounding: Rounding): bigint {
  if (b.units === 0n) throw new RangeError('Division by zero.');
  const numerator = a.units * pow10(b.scale + scale);
  const denominator = b.units * pow10(a.scale);
  return rounding === 'up'
    ? (numerator + denominator - 1n) / denominator
    : (2n * numerator + denominator) / (2n * denominator);
}

/** The decimal as a JavaScript number (for answers; exact for the scales pricing uses). */
export function toNumber(value: Decimal): number {
  return Number(`${value.units}e-${value.scale}`);
}

export const ONE: Decimal = { units: 1n, scale: 0 };
