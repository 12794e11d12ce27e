import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cut } from '../packages/design-system/scripts/subset-fonts.mjs';

const root = new URL('../', import.meta.url);
const fontsDir = new URL('packages/design-system/src/tokens/fonts/', root);

describe('the shipped font files (ADR 0055)', () => {
  it('are what `fonts:subset` cuts from the @fontsource packages, and nothing else', async () => {
    const expected = await cut();
    expect(readdirSync(fontsDir).sort()).toEqual([...expected.keys()].sort());
    for (const [name, bytes] of expected) {
      expect(Buffer.compare(readFileSync(new URL(name, fontsDir)), bytes), name).toBe(0);
    }
    // Subsetting ten files in WebAssembly takes a few seconds on a busy machine.
  }, 60_000);
});

/** Code point ranges of a CSS unicode-range list: `U+4e00-4e3f,U+4e41`. */
function parseRanges(list: string): [number, number][] {
  return list.split(',').map((part) => {
    const [first = '', last = first] = part.trim().slice(2).split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}

/** The characters the pinned CJK face of Storybook and the visual tests has. */
const pinnedCjkRanges = Object.values(
  JSON.parse(
    readFileSync(
      new URL('node_modules/@fontsource-variable/noto-sans-sc/unicode.json', root),
      'utf8',
    ),
  ) as Record<string, string>,
).flatMap(parseRanges);

const inPinnedFace = (codePoint: number) =>
  pinnedCjkRanges.some(([first, last]) => codePoint >= first && codePoint <= last);

function files(dir: URL): URL[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return files(new URL(`${entry.name}/`, dir));
    return /\.(tsx?|json)$/.test(entry.name) ? [new URL(entry.name, dir)] : [];
  });
}

/** Han characters, CJK punctuation and full-width forms: what the CJK face draws. */
const cjk = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/gu;

describe('the pinned CJK face', () => {
  it('has every Chinese character the app and the design system show', () => {
    // Each character once, with the first file that shows it.
    const seen = new Map<string, string>();
    for (const pkg of ['app', 'design-system', 'domain']) {
      for (const file of files(new URL(`packages/${pkg}/src/`, root))) {
        for (const [char] of readFileSync(file, 'utf8').matchAll(cjk)) {
          if (!seen.has(char)) seen.set(char, file.pathname.slice(root.pathname.length));
        }
      }
    }
    const missing = [...seen].filter(([char]) => !inPinnedFace(char.codePointAt(0) ?? 0));
    // A character outside the face comes from the machine's fonts: pictures would differ.
    expect(Object.fromEntries(missing)).toEqual({});
  }, 30_000);
});
