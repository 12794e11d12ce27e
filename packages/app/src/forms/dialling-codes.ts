import { CONTACT_PHONE_COUNTRY_CODES, countriesOfDiallingCode } from '@jiyun/domain';
import type { Language } from '../i18n/language';
import { countryName } from '../i18n/place-names';

/**
 * A2: the prefix picker of a contact phone (a warehouse's contact, the legal contact): one
 * dialling code per code of the 23 supported countries, named by its countries in the merchant's
 * language ("+1 Canada / United States", "+86 中国").
 */
export function contactCodeOptions(language: Language) {
  return CONTACT_PHONE_COUNTRY_CODES.map((code) => ({
    value: code,
    label: `${code} ${countriesOfDiallingCode(code)
      .map((country) => countryName(country, language))
      .join(' / ')}`,
  }));
}
