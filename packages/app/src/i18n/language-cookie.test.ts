import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageAtom, restoreLanguage, startInLanguage } from './atoms';
import { i18n, startI18n } from './index';
import { LANGUAGE_STORAGE_KEY, languageCookie } from './language';

describe('languageCookie', () => {
  it.each([
    {
      language: 'zhHans',
      secure: false,
      cookie: 'jiyun_lang=zhHans; Path=/; Max-Age=31536000; SameSite=Lax',
    },
    {
      language: 'en',
      secure: false,
      cookie: 'jiyun_lang=en; Path=/; Max-Age=31536000; SameSite=Lax',
    },
    {
      language: 'en',
      secure: true,
      cookie: 'jiyun_lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    },
  ] as const)('$language, secure $secure: $cookie', ({ language, secure, cookie }) => {
    expect(languageCookie(language, { secure })).toBe(cookie);
  });
});

/**
 * The browser the app mirrors into, reduced to what it touches: `localStorage`, the page's
 * protocol and every `document.cookie` assignment, in order.
 */
function fakeBrowser({ stored, protocol = 'http:' }: { stored?: string; protocol?: string }) {
  const storage = new Map<string, string>(
    stored === undefined ? [] : [[LANGUAGE_STORAGE_KEY, stored]],
  );
  const cookies: string[] = [];
  vi.stubGlobal('window', {
    location: { protocol },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
  vi.stubGlobal('document', {
    documentElement: { lang: '' },
    set cookie(value: string) {
      cookies.push(value);
    },
  });
  return { storage, cookies };
}

describe('the language cookie the server picks the login page by', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    { stored: 'en', language: 'en' },
    { stored: 'zhHans', language: 'zhHans' },
    { stored: undefined, language: 'zhHans' },
    { stored: 'fr', language: 'zhHans' },
  ])('a page load with lang=$stored sets jiyun_lang=$language', ({ stored, language }) => {
    const { cookies } = fakeBrowser({ stored });
    expect(restoreLanguage(createStore())).toBe(language);
    expect(cookies).toEqual([`jiyun_lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax`]);
  });

  it('is Secure over https', () => {
    const { cookies } = fakeBrowser({ stored: 'en', protocol: 'https:' });
    restoreLanguage(createStore());
    expect(cookies).toEqual(['jiyun_lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
  });

  it('follows the language the user chooses, with localStorage and i18next', async () => {
    const { cookies, storage } = fakeBrowser({});
    const store = createStore();
    await startI18n(restoreLanguage(store));
    store.set(languageAtom, 'en');
    expect(store.get(languageAtom)).toBe('en');
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(cookies.at(-1)).toBe('jiyun_lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    store.set(languageAtom, 'zhHans');
    expect(cookies.at(-1)).toBe('jiyun_lang=zhHans; Path=/; Max-Age=31536000; SameSite=Lax');
    await vi.waitFor(() => expect(i18n.language).toBe('zhHans'));
  });

  it('still starts the app when the browser refuses the cookie', () => {
    fakeBrowser({ stored: 'en' });
    vi.stubGlobal('document', {
      set cookie(_value: string) {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    });
    const store = createStore();
    expect(restoreLanguage(store)).toBe('en');
    expect(store.get(languageAtom)).toBe('en');
  });

  it('is not written for a page rendered at build time', () => {
    const { cookies } = fakeBrowser({ stored: 'zhHans' });
    const store = createStore();
    startInLanguage(store, 'en');
    expect(store.get(languageAtom)).toBe('en');
    expect(cookies).toEqual([]);
  });
});
