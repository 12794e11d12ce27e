import { atom } from 'jotai';
import { readStored } from '../state/persisted';
import type { AppStore } from '../state/store';
import { switchLanguage } from './index';
import {
  LANGUAGE_STORAGE_KEY,
  languageCookie,
  languageFromStored,
  type Language,
} from './language';

const storedLanguageAtom = atom<Language>('zhHans');

/**
 * Mirrors the language into the `jiyun_lang` cookie, so the server sends the login page already
 * rendered in it (ADR 0040). A browser that refuses cookies only gets the Chinese first paint.
 */
function mirrorLanguageCookie(language: Language): void {
  try {
    document.cookie = languageCookie(language, { secure: window.location.protocol === 'https:' });
  } catch {
    // Cookies disabled (or a sandboxed frame): the app still works, the first paint is Chinese.
  }
}

/**
 * The interface language; writing it switches i18next and remembers it in `localStorage.lang`
 * (and in the `jiyun_lang` cookie for the server).
 */
export const languageAtom = atom(
  (get) => get(storedLanguageAtom),
  (_get, set, language: Language) => {
    set(storedLanguageAtom, language);
    mirrorLanguageCookie(language);
    void switchLanguage(language);
  },
);

/** A page load: the stored language, mirrored into the cookie (renewing its year). */
export function restoreLanguage(store: AppStore): Language {
  const language = languageFromStored(readStored(LANGUAGE_STORAGE_KEY));
  store.set(storedLanguageAtom, language);
  mirrorLanguageCookie(language);
  return language;
}

/** A page rendered at build time in `language` (the prerendered login page): no storage, no cookie. */
export function startInLanguage(store: AppStore, language: Language): void {
  store.set(storedLanguageAtom, language);
}
