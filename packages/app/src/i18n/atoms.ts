import { atom } from 'jotai';
import { readStored } from '../state/persisted';
import type { AppStore } from '../state/store';
import { switchLanguage } from './index';
import { LANGUAGE_STORAGE_KEY, languageFromStored, type Language } from './language';

const storedLanguageAtom = atom<Language>('zhHans');

/** The interface language; writing it switches i18next and remembers it in `localStorage.lang`. */
export const languageAtom = atom(
  (get) => get(storedLanguageAtom),
  (_get, set, language: Language) => {
    set(storedLanguageAtom, language);
    void switchLanguage(language);
  },
);

export function restoreLanguage(store: AppStore): Language {
  const language = languageFromStored(readStored(LANGUAGE_STORAGE_KEY));
  store.set(storedLanguageAtom, language);
  return language;
}
