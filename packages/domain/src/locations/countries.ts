/** The 23 countries Jiyun ships to and has warehouses in (ISO 3166-1 alpha-2). */
export const SUPPORTED_COUNTRIES = [
  'AT',
  'AU',
  'BE',
  'CA',
  'CH',
  'CN',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IS',
  'IT',
  'LU',
  'MX',
  'NL',
  'NO',
  'NZ',
  'PT',
  'SE',
  'US',
] as const;
export type SupportedCountry = (typeof SUPPORTED_COUNTRIES)[number];

export function isSupportedCountry(code: string): code is SupportedCountry {
  return (SUPPORTED_COUNTRIES as readonly string[]).includes(code);
}
