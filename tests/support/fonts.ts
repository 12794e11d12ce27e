/**
 * Waits until the page's fonts have loaded and returns the faces that failed, as "family weight"
 * (ADR 0055). A picture taken over a failed face shows a fallback font: the caller fails naming it
 * rather than comparing those pixels. Self-contained, so Playwright can send it into a page.
 */
export async function fontsThatFailed(): Promise<string[]> {
  await document.fonts.ready;
  return Array.from(document.fonts)
    .filter((face) => face.status === 'error')
    .map((face) => `${face.family} ${face.weight} (${face.unicodeRange})`);
}
