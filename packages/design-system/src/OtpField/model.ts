/**
 * What an OTP input keeps of what was typed or pasted: digits only (unless `digitsOnly` is false,
 * then letters and digits), full-width digits made ASCII, cut to `length` characters.
 */
export function sanitizeOtp(raw: string, length: number, digitsOnly = true): string {
  let out = '';
  for (const char of raw) {
    const code = char.charCodeAt(0);
    const ascii =
      code >= 0xff10 && code <= 0xff19 ? String.fromCharCode(code - 0xff10 + 0x30) : char;
    if (digitsOnly ? /^[0-9]$/.test(ascii) : /^[0-9A-Za-z]$/.test(ascii)) out += ascii;
    if (out.length === length) break;
  }
  return out;
}
