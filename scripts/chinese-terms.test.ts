import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One Chinese term for a shipping line: 物流专线 (issue 11). The old variants of the app
 * (运输线路, 物流线路, 渠道, a bare 专线 or 线路) must not come back, in the app's Chinese
 * resources, in the Chinese texts the server writes (notifications, messages, demo data), or in
 * the app's and the design system's sources and stories.
 */
const OLD_VARIANTS: readonly [name: string, pattern: RegExp][] = [
  ['运输线路', /运输线路/],
  ['物流线路', /物流线路/],
  ['渠道', /渠道/],
  ['专线 without 物流', /(?<!物流)专线/],
  ['线路 on its own', /线路/],
];

/** The old variants a text contains; empty when it says 物流专线 or nothing about lines. */
function oldShippingLineTerms(text: string): string[] {
  return OLD_VARIANTS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

const root = new URL('../', import.meta.url);
const zhLocales = new URL('packages/app/src/i18n/locales/zhHans/', root);

type Tree = { [key: string]: string | Tree };

function strings(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : strings(value, `${prefix}${key}.`),
  );
}

function sourceFiles(dir: URL): URL[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sourceFiles(new URL(`${entry.name}/`, dir));
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [new URL(entry.name, dir)]
      : [];
  });
}

/** Every string literal of a TypeScript source that holds a Chinese character. */
function chineseLiterals(source: string): string[] {
  return [...source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter((text) => /\p{Script=Han}/u.test(text));
}

describe('oldShippingLineTerms', () => {
  it.each([
    ['物流专线', []],
    ['请选择物流专线', []],
    ['运输线路加载失败', ['运输线路', '线路 on its own']],
    ['物流线路', ['物流线路', '线路 on its own']],
    ['选择渠道', ['渠道']],
    ['已暂停的专线', ['专线 without 物流']],
    ['未分配线路', ['线路 on its own']],
    ['仓库与包裹', []],
  ])('%s → %j', (text, found) => {
    expect(oldShippingLineTerms(text)).toEqual(found);
  });
});

describe('Chinese texts name a shipping line 物流专线', () => {
  const namespaces = readdirSync(zhLocales).filter((file) => file.endsWith('.json'));

  it('finds the Chinese resources', () => {
    expect(namespaces).toContain('areas.json');
  });

  it.each(namespaces)('app resources %s', (file) => {
    const tree = JSON.parse(readFileSync(new URL(file, zhLocales), 'utf8')) as Tree;
    const offending = strings(tree)
      .map(([key, text]) => [key, text, oldShippingLineTerms(text)] as const)
      .filter(([, , found]) => found.length > 0);
    expect(offending).toEqual([]);
  });

  // The app's and the design system's sources too: story fixtures are what designers and
  // reviewers read, and the design system's stories are its documentation.
  it.each([
    'packages/server/src/',
    'packages/domain/src/',
    'packages/app/src/',
    'packages/design-system/src/',
  ])('Chinese texts in %s', (dir) => {
    const offending = sourceFiles(new URL(dir, root)).flatMap((file) =>
      chineseLiterals(readFileSync(file, 'utf8'))
        .filter((text) => oldShippingLineTerms(text).length > 0)
        .map((text) => `${file.pathname.slice(root.pathname.length)}: ${text}`),
    );
    expect(offending).toEqual([]);
  });
});
