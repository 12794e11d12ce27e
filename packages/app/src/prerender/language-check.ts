import {
  DEFAULT_LANGUAGE,
  htmlLangOf,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  languageCookie,
  LANGUAGES,
} from '../i18n/language';

/** Where the script notes, for this tab, the language it reloaded for: it reloads once, never again. */
export const RELOADED_FOR_KEY = 'jiyun_lang_reloaded';

/**
 * What the prerendered /login runs first, in <head>, before anything is painted (ADR 0084): an
 * expression, true when it is loading the page again (and the app must not start).
 *
 * The server chose the page by the `jiyun_lang` cookie; the app will run in `localStorage.lang`.
 * When the two disagree (the cookie was cleared or never written, as for a browser whose language
 * was stored before the cookie existed), the script writes the cookie, hides the page and loads
 * /login again, so the visitor sees only their own language. It reloads once per tab: a browser
 * that keeps no cookie, or a server that does not read it, keeps the page it got.
 *
 * Plain ES5 in a classic script: it must block the first paint, which a module script does not.
 * The names and values are the app's own (language.ts), written into the text when it is built.
 */
export function languageCheck(): string {
  const pageLanguages = Object.fromEntries(
    LANGUAGES.map((language) => [htmlLangOf(language), language]),
  );
  // The app's cookie, cut where the language goes; over https it ends in the app's `Secure`.
  const plain = languageCookie(DEFAULT_LANGUAGE, { secure: false });
  const cookieAround = plain.split(DEFAULT_LANGUAGE);
  const secure = languageCookie(DEFAULT_LANGUAGE, { secure: true }).slice(plain.length);
  return `(function () {
  var pageLanguages = ${JSON.stringify(pageLanguages)};
  var cookieAround = ${JSON.stringify(cookieAround)};
  var languages = ${JSON.stringify(LANGUAGES)};
  var wanted;
  try {
    var stored = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
    wanted = languages.indexOf(stored) >= 0 ? stored : ${JSON.stringify(DEFAULT_LANGUAGE)};
    var page = pageLanguages[document.documentElement.lang];
    if (!page) return false;
    if (page === wanted) {
      sessionStorage.removeItem(${JSON.stringify(RELOADED_FOR_KEY)});
      return false;
    }
    if (sessionStorage.getItem(${JSON.stringify(RELOADED_FOR_KEY)}) === wanted) return false;
    document.cookie =
      cookieAround.join(wanted) + (location.protocol === 'https:' ? ${JSON.stringify(secure)} : '');
    if (document.cookie.split('; ').indexOf(${JSON.stringify(`${LANGUAGE_COOKIE}=`)} + wanted) < 0) return false;
    sessionStorage.setItem(${JSON.stringify(RELOADED_FOR_KEY)}, wanted);
  } catch (error) {
    return false; // storage or cookies refused: this page stays, and the app runs in its language
  }
  document.documentElement.style.visibility = 'hidden';
  location.reload();
  return true;
})()`;
}
