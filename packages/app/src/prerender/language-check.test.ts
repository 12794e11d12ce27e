import { describe, expect, it } from 'vitest';
import { languageFromStored } from '../i18n/language';
import { languageCheck, RELOADED_FOR_KEY } from './language-check';

interface Visit {
  /** `<html lang>` of the page the server sent. */
  pageLang: string;
  /** `localStorage.lang`. */
  stored: string | null;
  /** The browser keeps cookies. */
  cookies?: boolean;
  /** Storage throws (a sandboxed frame, storage turned off). */
  storageRefused?: boolean;
  /** What this tab's sessionStorage already holds. */
  session?: Record<string, string>;
  protocol?: 'http:' | 'https:';
}

/** Runs the script as the browser would, against a page, its storage and its cookie jar. */
function visit({
  pageLang,
  stored,
  cookies = true,
  storageRefused = false,
  session = {},
  protocol = 'http:',
}: Visit) {
  const jar = new Map<string, string>();
  const written: string[] = [];
  const style: { visibility?: string } = {};
  let reloads = 0;
  const sessionItems = new Map(Object.entries(session));
  const refuse = () => {
    throw new Error('SecurityError');
  };
  const document = {
    documentElement: { lang: pageLang, style },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [pair = ''] = text.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (cookies) jar.set(name, value);
    },
  };
  const localStorage = {
    getItem: (key: string) => (storageRefused ? refuse() : key === 'lang' ? stored : null),
  };
  const sessionStorage = {
    getItem: (key: string) => sessionItems.get(key) ?? null,
    setItem: (key: string, value: string) => sessionItems.set(key, value),
    removeItem: (key: string) => sessionItems.delete(key),
  };
  const location = { protocol, reload: () => (reloads += 1) };
  // The check is built as text for the browser: evaluate it as the boot script does.
  const reloading = new Function(
    'document',
    'localStorage',
    'sessionStorage',
    'location',
    `return ${languageCheck()};`,
  )(document, localStorage, sessionStorage, location) as boolean;
  expect(reloading).toBe(reloads > 0);
  return { reloads, written, hidden: style.visibility === 'hidden', session: sessionItems };
}

describe('languageCheck', () => {
  it.each([
    { pageLang: 'zh-Hans', stored: 'en', reloads: 1, cookie: 'en' },
    { pageLang: 'en', stored: 'zhHans', reloads: 1, cookie: 'zhHans' },
    { pageLang: 'en', stored: null, reloads: 1, cookie: 'zhHans' },
    { pageLang: 'en', stored: 'fr', reloads: 1, cookie: 'zhHans' },
    { pageLang: 'zh-Hans', stored: 'EN', reloads: 0, cookie: null },
    { pageLang: 'zh-Hans', stored: null, reloads: 0, cookie: null },
    { pageLang: 'en', stored: 'en', reloads: 0, cookie: null },
  ])(
    'a $pageLang page with localStorage.lang $stored: $reloads reload(s)',
    ({ pageLang, stored, reloads, cookie }) => {
      const result = visit({ pageLang, stored });
      expect(result.reloads).toBe(reloads);
      expect(result.hidden).toBe(reloads > 0);
      expect(result.written.map((text) => text.split('; ')[0])).toEqual(
        cookie ? [`jiyun_lang=${cookie}`] : [],
      );
    },
  );

  it('wants the language the app will run in, for whatever is stored', () => {
    for (const stored of [null, '', 'en', 'zhHans', 'EN', 'zh', 'fr']) {
      const wanted = languageFromStored(stored);
      const onChinese = visit({ pageLang: 'zh-Hans', stored }).reloads === 0;
      expect(onChinese ? 'zhHans' : 'en', `localStorage.lang = ${String(stored)}`).toBe(wanted);
    }
  });

  it('writes the same cookie as the app, Secure over https', () => {
    const { written } = visit({ pageLang: 'zh-Hans', stored: 'en', protocol: 'https:' });
    expect(written).toEqual(['jiyun_lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
  });

  it('keeps the page when the browser keeps no cookie, or has reloaded for it once', () => {
    expect(visit({ pageLang: 'zh-Hans', stored: 'en', cookies: false }).reloads).toBe(0);
    const again = visit({
      pageLang: 'zh-Hans',
      stored: 'en',
      session: { [RELOADED_FOR_KEY]: 'en' },
    });
    expect(again.reloads).toBe(0);
    expect(again.hidden).toBe(false);
  });

  it('forgets the reload once the page arrives in the wanted language', () => {
    const first = visit({ pageLang: 'zh-Hans', stored: 'en' });
    expect(first.session.get(RELOADED_FOR_KEY)).toBe('en');
    const arrived = visit({ pageLang: 'en', stored: 'en', session: { [RELOADED_FOR_KEY]: 'en' } });
    expect(arrived.session.has(RELOADED_FOR_KEY)).toBe(false);
  });

  it('keeps the page when storage is refused', () => {
    expect(visit({ pageLang: 'zh-Hans', stored: 'en', storageRefused: true })).toMatchObject({
      reloads: 0,
      hidden: false,
    });
  });
});
