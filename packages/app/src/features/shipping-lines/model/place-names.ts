import type { Language } from '../../../i18n/language';
import { placeName } from '../../../i18n/place-names';

/** A place in the merchant's language, or nothing for no place (the line's texts are strings). */
export function localName(
  place: { name: string; zh_name: string } | null | undefined,
  language: Language,
): string {
  return placeName(place, language) ?? '';
}
