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
  'admin',
  'orders',
  'returns',
  'billing',
  'dashboard',
  'forms',
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

/**
 * The cookie that tells the server which prerendered login page to send (ADR 0040): the server
 * cannot read `localStorage.lang`, so the app mirrors it here. The server's
 * `plugins/external/static-app.ts` reads the same name and values.
 */
export const LANGUAGE_COOKIE = 'jiyun_lang';

/** A year, renewed on every page load. */
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that remembers `language` for the server. */
export function languageCookie(language: Language, { secure }: { secure: boolean }): string {
  return [
    `${LANGUAGE_COOKIE}=${language}`,
    'Path=/',
    `Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
