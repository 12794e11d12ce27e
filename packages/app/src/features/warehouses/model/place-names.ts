import type { Language } from '../../../i18n/language';

/** "Richmond, Canada" / "列治文, 加拿大": the place line of a warehouse card. */
export function placeLine(
  parts: readonly (string | null | undefined)[],
  language: Language,
): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(language === 'zhHans' ? '，' : ', ');
}
