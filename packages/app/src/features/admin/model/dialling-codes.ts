import {
  COUNTRY_NAMES,
  countriesOfDiallingCode,
  isSupportedCountry,
  LEGAL_CONTACT_COUNTRY_CODES,
} from '@jiyun/domain';
import type { Language } from '../../../i18n/language';

function countryName(code: string, language: Language): string {
  if (!isSupportedCountry(code)) return code;
  const names = COUNTRY_NAMES[code];
  return language === 'zhHans' ? names.zh_name || names.name : names.name;
}

/**
 * A2: the legal contact's dialling codes, one per code of the 23 supported countries, named by
 * its countries in the merchant's language ("+1 Canada / United States").
 */
export function legalContactCodeOptions(language: Language) {
  return LEGAL_CONTACT_COUNTRY_CODES.map((code) => ({
    value: code,
    label: `${code} ${countriesOfDiallingCode(code)
      .map((country) => countryName(country, language))
      .join(' / ')}`,
  }));
}
