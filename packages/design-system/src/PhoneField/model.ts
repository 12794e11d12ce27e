const FULLWIDTH_DIGIT_OFFSET = 0xff10 - 0x30;

/** Full-width digits and dashes (typed with a Chinese IME) become their ASCII twins. */
function toAscii(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0xff10 && code <= 0xff19) return String.fromCharCode(code - FULLWIDTH_DIGIT_OFFSET);
  if (char === '－' || char === '‐' || char === '‑' || char === '–') return '-';
  return char;
}

const isAllowed = (char: string) => /^[0-9-]$/.test(char);

/** Keeps only the digits and hyphens of what was typed or pasted into a phone number. */
export function sanitizePhoneInput(raw: string): string {
  let out = '';
  for (const char of raw) {
    const ascii = toAscii(char);
    if (isAllowed(ascii)) out += ascii;
  }
  return out;
}

/**
 * Where the caret belongs after sanitising: the number of kept characters that were before it,
 * so typing a letter in the middle leaves the caret where it was.
 */
export function sanitizedCaret(raw: string, caret: number): number {
  return sanitizePhoneInput(raw.slice(0, caret)).length;
}
