export interface NumberInputRules {
  /** Whether one decimal point is allowed (false: digits only). */
  allowDecimal?: boolean;
  /** Most digits kept after the decimal point; unlimited when absent. */
  maxDecimals?: number;
  /** Keep zeros typed at the start ("007"); otherwise they are dropped ("7"). */
  keepLeadingZeros?: boolean;
}

/** Full-width digits and points (typed with a Chinese IME) become their ASCII twins. */
function toAscii(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0xff10 && code <= 0xff19) return String.fromCharCode(code - 0xff10 + 0x30);
  if (char === '．' || char === '。') return '.';
  return char;
}

/**
 * Keeps the digits and the first decimal point of what was typed or pasted, trims the decimals to
 * `maxDecimals` and drops leading zeros ("007" → "7", "00.5" → "0.5", "0" stays).
 */
export function sanitizeNumberInput(raw: string, rules: NumberInputRules = {}): string {
  const { allowDecimal = true, maxDecimals, keepLeadingZeros = false } = rules;
  const decimals = allowDecimal && maxDecimals !== 0;
  let whole = '';
  let fraction: string | null = null;
  for (const char of raw) {
    const ascii = toAscii(char);
    if (ascii >= '0' && ascii <= '9') {
      if (fraction === null) whole += ascii;
      else if (maxDecimals === undefined || fraction.length < maxDecimals) fraction += ascii;
    } else if (ascii === '.' && decimals && fraction === null) {
      fraction = '';
    }
  }
  if (!keepLeadingZeros) whole = whole.replace(/^0+(?=\d)/, '');
  return fraction === null ? whole : `${whole}.${fraction}`;
}

/**
 * Where the caret belongs after sanitising: as many kept characters as were before it, so typing
 * a letter in the middle leaves the caret where it was.
 */
export function sanitizedNumberCaret(
  raw: string,
  caret: number,
  rules: NumberInputRules = {},
): number {
  const withZeros = { ...rules, keepLeadingZeros: true };
  const keptBefore = sanitizeNumberInput(raw.slice(0, caret), withZeros).length;
  // The dropped leading zeros are the first kept characters: those before the caret shift it left.
  const dropped =
    sanitizeNumberInput(raw, withZeros).length - sanitizeNumberInput(raw, rules).length;
  return keptBefore - Math.min(dropped, keptBefore);
}
