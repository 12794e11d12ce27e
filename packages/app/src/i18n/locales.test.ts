import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlLangOf, languageFromStored, LANGUAGES, NAMESPACES } from './language';

const localesDir = new URL('./locales/', import.meta.url);

type Tree = { [key: string]: string | Tree };

function load(language: string, namespace: string): Tree {
  return JSON.parse(
    readFileSync(new URL(`${language}/${namespace}.json`, localesDir), 'utf8'),
  ) as Tree;
}

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`. */
function flatten(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translation files', () => {
  it.each(LANGUAGES)('%s has exactly one file per namespace', (language) => {
    const files = readdirSync(new URL(`${language}/`, localesDir)).sort();
    expect(files).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const zh = new Map(flatten(load('zhHans', namespace)));
    const en = new Map(flatten(load('en', namespace)));

    it('English has no key that Chinese lacks', () => {
      expect([...en.keys()].filter((key) => !zh.has(key))).toEqual([]);
    });
    it('Chinese has no key that English lacks', () => {
      expect([...zh.keys()].filter((key) => !en.has(key))).toEqual([]);
    });
    it.each([
      ['zhHans', zh],
      ['en', en],
    ] as const)('every %s text is a non-empty string', (_language, texts) => {
      const bad = [...texts].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(bad.map(([key]) => key)).toEqual([]);
    });
    it('both languages use the same {{placeholders}}', () => {
      const differing = [...en.keys()].filter(
        (key) =>
          JSON.stringify(placeholders(String(en.get(key)))) !==
          JSON.stringify(placeholders(String(zh.get(key) ?? ''))),
      );
      expect(differing).toEqual([]);
    });
  });
});

describe('languageFromStored', () => {
  it.each([
    ['en', 'en', 'en'],
    ['zhHans', 'zhHans', 'zh-Hans'],
    [null, 'zhHans', 'zh-Hans'],
    ['', 'zhHans', 'zh-Hans'],
    ['EN', 'zhHans', 'zh-Hans'],
    ['zh', 'zhHans', 'zh-Hans'],
    ['fr', 'zhHans', 'zh-Hans'],
  ] as const)('%j → %s (html lang %s)', (stored, language, htmlLang) => {
    expect(languageFromStored(stored)).toBe(language);
    expect(htmlLangOf(languageFromStored(stored))).toBe(htmlLang);
  });
});
