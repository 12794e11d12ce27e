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
 * The script the prerendered /login runs first, in <head>, before anything is painted (ADR 0084).
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
export function languageCheckScript(): string {
  const pageLanguages = Object.fromEntries(
    LANGUAGES.map((language) => [htmlLangOf(language), language]),
  );
  const cookies = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        http: languageCookie(language, { secure: false }),
        https: languageCookie(language, { secure: true }),
      },
    ]),
  );
  return `// Chooses the login page's language before it is painted (src/prerender/language-check.ts).
(function () {
  var pageLanguages = ${JSON.stringify(pageLanguages)};
  var cookies = ${JSON.stringify(cookies)};
  var languages = ${JSON.stringify(LANGUAGES)};
  var wanted;
  try {
    var stored = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
    wanted = languages.indexOf(stored) >= 0 ? stored : ${JSON.stringify(DEFAULT_LANGUAGE)};
    var page = pageLanguages[document.documentElement.lang];
    if (!page) return;
    if (page === wanted) {
      sessionStorage.removeItem(${JSON.stringify(RELOADED_FOR_KEY)});
      return;
    }
    if (sessionStorage.getItem(${JSON.stringify(RELOADED_FOR_KEY)}) === wanted) return;
    document.cookie = cookies[wanted][location.protocol === 'https:' ? 'https' : 'http'];
    if (document.cookie.split('; ').indexOf(${JSON.stringify(`${LANGUAGE_COOKIE}=`)} + wanted) < 0) return;
    sessionStorage.setItem(${JSON.stringify(RELOADED_FOR_KEY)}, wanted);
  } catch (error) {
    return; // storage or cookies refused: this page stays, and the app still runs in its language
  }
  document.documentElement.style.visibility = 'hidden';
  location.reload();
})();
`;
}
