// Built by Vite as a server (SSR) bundle while the app builds, run once per language by
// build/prerender.ts, never shipped to the browser (ADR 0040). It renders the real login page in
// the providers the app gives every page (AppProviders: the Jotai store, i18next, the global
// style) at /login, so the browser paints the page from the HTML before any script has run.
import { createInstance } from 'i18next';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { GlobalStyle } from '@jiyun/design-system';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { startInLanguage } from '../i18n/atoms';
import { DEFAULT_LANGUAGE, htmlLangOf, LANGUAGES, type Language } from '../i18n/language';
import { loadEnglishStartupResources, startupResources } from '../i18n/resources';
import { urls } from '../routes/urls';

/** What build/prerender.ts puts into index.html for one language. */
export interface PrerenderedPage {
  /** `<html lang>` (BCP 47), as the app sets it once it runs. */
  lang: string;
  /** The tab's title, as DocumentTitle sets it on the login page (the product name). */
  title: string;
  /** The markup React renders into #root. */
  markup: string;
  /** styled-components' `<style data-styled>` tags for that markup, global style included. */
  styles: string;
}

export { LANGUAGES };
export { languageCheck } from './language-check';

/** The path the pages are rendered at (the server sends them for this path only). */
export const PRERENDER_PATH = urls.login();

/**
 * An i18next of its own per render, with the words the app starts with (resources.ts) and the
 * options of `startI18n` that change what is written; the app's instance writes to `document`.
 */
async function i18nFor(language: Language) {
  const i18n = createInstance();
  const resources =
    language === DEFAULT_LANGUAGE
      ? { [DEFAULT_LANGUAGE]: startupResources }
      : { [DEFAULT_LANGUAGE]: startupResources, [language]: await loadEnglishStartupResources() };
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(startupResources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    cleanCode: false,
    initAsync: false,
  });
  return i18n;
}

/** The login page as a visitor in `language` first sees it: empty form, nothing sent yet. */
export async function renderLoginPage(language: Language): Promise<PrerenderedPage> {
  const i18n = await i18nFor(language);
  const store = createStore();
  startInLanguage(store, language);
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <JotaiProvider store={store}>
          <I18nextProvider i18n={i18n}>
            <GlobalStyle />
            <StaticRouter location={PRERENDER_PATH}>
              <LoginPage />
            </StaticRouter>
          </I18nextProvider>
        </JotaiProvider>,
      ),
    );
    return {
      lang: htmlLangOf(language),
      title: i18n.t('common:productName'),
      markup,
      styles: sheet.getStyleTags(),
    };
  } finally {
    sheet.seal();
  }
}
