import { COUNTRY_NAMES, isSupportedCountry } from '@jiyun/domain';
import type { Language } from '../../../i18n/language';

/** A place in the merchant's language (the Chinese name for zhHans, when there is one). */
export function localName(
  place: { name: string; zh_name: string } | null | undefined,
  language: Language,
): string {
  if (!place) return '';
  return language === 'zhHans' ? place.zh_name || place.name : place.name;
}

/** A country's name in the merchant's language from its ISO code ("CA" → 加拿大 / Canada). */
export function countryName(code: string, language: Language): string {
  return isSupportedCountry(code) ? localName(COUNTRY_NAMES[code], language) || code : code;
}
