import { afterEach, describe, expect, test } from 'vitest';
import { failIfFontsFailed, fontsThatFailed } from '../../../tests/support/fonts';
import { shippedFaces } from '../src/tokens/fontFaces';

/**
 * The check the visual test and the static page check make before every picture (ADR 0055): a
 * face that did not load is named, so nobody compares a fallback font's pixels with a baseline.
 */
describe('the font check before a picture', () => {
  const added: FontFace[] = [];
  afterEach(() => {
    for (const face of added.splice(0)) document.fonts.delete(face);
  });

  async function addFace(family: string, url: string, weight: string) {
    const face = new FontFace(family, `url(${url})`, { weight, unicodeRange: 'U+0041-005A' });
    document.fonts.add(face);
    added.push(face);
    // A missing file rejects the load; the check must report it, not this rejection.
    await face.load().catch(() => undefined);
    return face;
  }

  /** Inter's letters at 400, as GlobalStyle loads them (an empty URL fails the first test). */
  const shippedUrl = shippedFaces[0]?.url ?? '';

  test('passes when every face the page asked for has loaded', async () => {
    expect((await addFace('Jiyun Shipped Face', shippedUrl, '400')).status).toBe('loaded');
    const failed = await fontsThatFailed();
    expect(failed).toEqual([]);
    expect(() => failIfFontsFailed(failed)).not.toThrow();
  });

  test('fails naming the family, weight and range of a face that did not load', async () => {
    await addFace('Jiyun Shipped Face', shippedUrl, '400');
    await addFace('Jiyun Missing Face', '/no-such-font/inter-letters-600.woff2', '600');
    const failed = await fontsThatFailed();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatch(/^"?Jiyun Missing Face"? 600 \(U\+0?41-0?5A\)$/i);
    // What a visual test shows instead of comparing pixels: an error naming the face.
    expect(() => failIfFontsFailed(failed)).toThrow(
      /did not load.*fallback font.*Jiyun Missing Face"? 600 \(U\+/,
    );
  });

  test('does not count a face that no text has asked for yet', async () => {
    const unused = new FontFace('Jiyun Unused Face', 'url(/no-such-font/unused.woff2)');
    document.fonts.add(unused);
    added.push(unused);
    expect(unused.status).toBe('unloaded');
    expect(await fontsThatFailed()).toEqual([]);
  });
});
