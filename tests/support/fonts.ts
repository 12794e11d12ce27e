import { shippedFaces } from '../../packages/design-system/src/tokens/fontFaces';
import { fontSlices, unicodeRange } from '../../packages/design-system/src/tokens/fontSlices';

/**
 * Waits until the page's fonts have loaded and returns the faces that failed, as "family weight
 * (range)" (ADR 0055). A picture taken over a failed face shows a fallback font: the caller fails
 * naming it (`failIfFontsFailed`) rather than comparing those pixels. Self-contained, so
 * Playwright can send it into a page.
 */
export async function fontsThatFailed(): Promise<string[]> {
  await document.fonts.ready;
  return Array.from(document.fonts)
    .filter((face) => face.status === 'error')
    .map((face) => `${face.family} ${face.weight} (${face.unicodeRange})`);
}

/** Throws an error naming every face that did not load, so no fallback pixels are compared. */
export function failIfFontsFailed(failed: readonly string[]): void {
  if (failed.length === 0) return;
  throw new Error(
    `These fonts did not load, so the picture would show a machine's fallback font instead: ${failed.join('; ')}`,
  );
}

/**
 * Loads every face the page declares, used yet or not: a face that a picture's text first needs
 * (a slice for an accent, a weight in a native select) would otherwise load while the picture is
 * taken, and the same page would be drawn in two fonts on two runs.
 */
export async function loadEveryFont(): Promise<void> {
  await Promise.all(Array.from(document.fonts, (face) => face.load().catch(() => undefined)));
}

/**
 * Every story mounts the global styles afresh, and with them new, unloaded copies of the shipped
 * faces: a story would first lay out in a fallback face and a form control's text could stay a
 * pixel off once the real one arrives, depending on timing. The same faces added once through the
 * FontFace API stay loaded for the whole run, and win over the style sheet's copies (script-added
 * faces come after every style sheet's in the font set, and the last face defined wins).
 */
export async function keepShippedFacesLoaded(): Promise<void> {
  const faces = shippedFaces.map(
    (face) =>
      new FontFace(face.family, `url('${face.url}') format('woff2')`, {
        weight: String(face.weight),
        unicodeRange: unicodeRange(fontSlices[face.slice]),
      }),
  );
  for (const face of faces) document.fonts.add(face);
  await Promise.all(faces.map((face) => face.load()));
}
