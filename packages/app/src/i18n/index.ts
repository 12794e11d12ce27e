import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, writeStored } from '../state/persisted';
import {
  DEFAULT_LANGUAGE,
  htmlLangOf,
  LANGUAGE_STORAGE_KEY,
  languageFromStored,
  LANGUAGES,
  type Language,
  type Namespace,
} from './language';
import { loadEnglishStartupResources, startupResources } from './resources';

export const i18n = i18next.createInstance();

function followLanguage(language: string): void {
  document.documentElement.lang = htmlLangOf(languageFromStored(language));
}

async function ensureLanguage(language: Language): Promise<void> {
  if (language !== 'en' || i18n.hasResourceBundle('en', 'common')) return;
  const bundles = await loadEnglishStartupResources();
  for (const [namespace, bundle] of Object.entries(bundles)) {
    i18n.addResourceBundle('en', namespace, bundle);
  }
}

/**
 * Starts i18next in the language stored under `localStorage.lang` (Chinese unless it is `en`);
 * `<html lang>` follows every change.
 */
export async function startI18n(
  language: Language = languageFromStored(readStored(LANGUAGE_STORAGE_KEY)),
): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', followLanguage);
    await i18n.use(initReactI18next).init({
      resources: { [DEFAULT_LANGUAGE]: startupResources },
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(startupResources),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // Since i18next 27 a code without a region is canonicalised, and `zhHans` (the product's
      // `localStorage.lang` value, not BCP 47) would become `zhhans`, matching no resources.
      cleanCode: false,
      initAsync: false,
    });
  }
  await ensureLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  followLanguage(language);
  return i18n;
}

/** Switches the interface language and remembers it for the next visit. */
export async function switchLanguage(language: Language): Promise<void> {
  writeStored(LANGUAGE_STORAGE_KEY, language);
  await ensureLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Adds a feature's words (both languages) when its chunk loads, before its first render. A module
 * loaded before i18next has started (a unit test of a form) adds them once it has: the store
 * exists only from then on.
 */
export function addResources(namespace: Namespace, bundles: Record<Language, object>): void {
  const add = () => {
    for (const language of LANGUAGES) {
      if (!i18n.hasResourceBundle(language, namespace)) {
        i18n.addResourceBundle(language, namespace, bundles[language]);
      }
    }
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
