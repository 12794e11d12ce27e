import { COUNTRY_NAMES, isSupportedCountry } from '@jiyun/domain';
import type { Language } from './language';

/** A province or city in the merchant's language (the Chinese name for zhHans, when there is one). */
export function placeName(
  place: { name: string; zh_name: string } | null | undefined,
  language: Language,
): string | null {
  if (!place) return null;
  return language === 'zhHans' ? place.zh_name || place.name : place.name;
}

/** A country's name in the merchant's language, from its ISO code ("CA" → 加拿大 / Canada). */
export function countryName(code: string, language: Language): string {
  // The domain's names, the same the server puts on a warehouse's `country_info`.
  return isSupportedCountry(code) ? (placeName(COUNTRY_NAMES[code], language) ?? code) : code;
}
