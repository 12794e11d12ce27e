/** Languages of the back-office; Chinese is the default and the fallback. */
export const LANGUAGES = ['zhHans', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zhHans';

/** localStorage key shared with the rest of the product: `en` or `zhHans`. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Every namespace: shared words plus one per feature. */
export const NAMESPACES = [
  'common',
  'auth',
  'layout',
  'areas',
  'account',
  'notifications',
  'warehouses',
  'shippingLines',
  'shippingLineWizard',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Anything other than exactly `en` means Chinese. */
export function languageFromStored(value: string | null): Language {
  return value === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

/** The BCP 47 tag for `<html lang>` (screen readers and fonts pick it up). */
export function htmlLangOf(language: Language): string {
  return language === 'en' ? 'en' : 'zh-Hans';
}
