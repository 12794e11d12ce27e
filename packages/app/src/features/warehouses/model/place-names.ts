import type { Language } from '../../../i18n/language';

/** A province or city in the merchant's language (Chinese names for zhHans). */
export function placeName(
  place: { name: string; zh_name: string } | null | undefined,
  language: Language,
): string | null {
  if (!place) return null;
  return language === 'zhHans' ? place.zh_name || place.name : place.name;
}

const displayNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in the merchant's language, from its ISO code ("CA" → 加拿大 / Canada). */
export function countryName(code: string, language: Language): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language === 'zhHans' ? 'zh-Hans' : 'en'], { type: 'region' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Richmond, Canada" / "列治文, 加拿大": the place line of a warehouse card. */
export function placeLine(
  parts: readonly (string | null | undefined)[],
  language: Language,
): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(language === 'zhHans' ? '，' : ', ');
}
