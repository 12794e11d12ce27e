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

/** A supported country's name in English and in Simplified Chinese. */
export interface CountryName {
  name: string;
  zh_name: string;
}

/** The names of the supported countries, as a merchant reads them on an address. */
export const COUNTRY_NAMES: Readonly<Record<SupportedCountry, CountryName>> = {
  AT: { name: 'Austria', zh_name: '奥地利' },
  AU: { name: 'Australia', zh_name: '澳大利亚' },
  BE: { name: 'Belgium', zh_name: '比利时' },
  CA: { name: 'Canada', zh_name: '加拿大' },
  CH: { name: 'Switzerland', zh_name: '瑞士' },
  CN: { name: 'China', zh_name: '中国' },
  DE: { name: 'Germany', zh_name: '德国' },
  DK: { name: 'Denmark', zh_name: '丹麦' },
  ES: { name: 'Spain', zh_name: '西班牙' },
  FI: { name: 'Finland', zh_name: '芬兰' },
  FR: { name: 'France', zh_name: '法国' },
  GB: { name: 'United Kingdom', zh_name: '英国' },
  IE: { name: 'Ireland', zh_name: '爱尔兰' },
  IS: { name: 'Iceland', zh_name: '冰岛' },
  IT: { name: 'Italy', zh_name: '意大利' },
  LU: { name: 'Luxembourg', zh_name: '卢森堡' },
  MX: { name: 'Mexico', zh_name: '墨西哥' },
  NL: { name: 'Netherlands', zh_name: '荷兰' },
  NO: { name: 'Norway', zh_name: '挪威' },
  NZ: { name: 'New Zealand', zh_name: '新西兰' },
  PT: { name: 'Portugal', zh_name: '葡萄牙' },
  SE: { name: 'Sweden', zh_name: '瑞典' },
  US: { name: 'United States', zh_name: '美国' },
};

/**
 * The international dialling code of each supported country (ITU-T E.164). Canada and the
 * United States share +1; every list of phone prefixes is derived from this one.
 */
export const DIALLING_CODES = {
  AT: '+43',
  AU: '+61',
  BE: '+32',
  CA: '+1',
  CH: '+41',
  CN: '+86',
  DE: '+49',
  DK: '+45',
  ES: '+34',
  FI: '+358',
  FR: '+33',
  GB: '+44',
  IE: '+353',
  IS: '+354',
  IT: '+39',
  LU: '+352',
  MX: '+52',
  NL: '+31',
  NO: '+47',
  NZ: '+64',
  PT: '+351',
  SE: '+46',
  US: '+1',
} as const satisfies Readonly<Record<SupportedCountry, `+${number}`>>;
export type DiallingCode = (typeof DIALLING_CODES)[SupportedCountry];
