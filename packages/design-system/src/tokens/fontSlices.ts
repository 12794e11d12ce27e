/**
 * Which characters each shipped font file holds (ADR 0055): the subset script cuts the files by
 * this table and GlobalStyle gives each @font-face the same unicode-range, so a browser fetches a
 * file only for text that needs it. No imports: the subset script (plain Node) reads it too.
 */
export type CodePointRanges = readonly (readonly [number, number?])[];

const space = [[0x20], [0xa0]] as const; // space, no-break space
const letters = [
  [0x41, 0x5a],
  [0x61, 0x7a],
] as const;
const figures = [[0x30, 0x39]] as const;
const signs = [
  [0x21, 0x2f],
  [0x3a, 0x40],
  [0x5b, 0x60],
  [0x7b, 0x7e],
  [0xa5], // ¥
  [0xb0], // °
  [0xb7], // ·
  [0xd7], // ×
  [0x2013, 0x2014], // – —
  [0x2022], // •
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x2212], // −
] as const;

export const fontSlices = {
  /**
   * The space, the no-break space and the ASCII letters. The face that has the space is the one
   * whose line metrics place the baseline, so it must be a shipped face on every machine (a
   * machine font with the space moved text 1–2 px, issue 19). Chromium refused a file holding the
   * space alone (its load failed in the visual test), so the space travels with the letters.
   */
  letters: [...space, ...letters],
  /** Figures, with tabular forms. */
  figures,
  /** ASCII signs and the few others the app writes. */
  signs,
  /** The space, letters, figures and signs in one file: the mono face's. */
  text: [...space, ...letters, ...figures, ...signs],
  /** The rest of Latin-1, Latin Extended-A and Pinyin's tone letters: names and addresses. */
  accents: [
    [0xa1, 0xa4],
    [0xa6, 0xaf],
    [0xb1, 0xb6],
    [0xb8, 0xd6],
    [0xd8, 0xff],
    [0x100, 0x17f],
    [0x1cd, 0x1dc],
    [0x20ac], // €
    [0x2122], // ™
  ],
  /** Latin quotes and the ellipsis: English pages only (Chinese keeps its full-width forms). */
  quotes: [[0x2018, 0x201f], [0x2026]],
} as const satisfies Record<string, CodePointRanges>;

export type FontSlice = keyof typeof fontSlices;

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** `[[0x20, 0x7e], [0xa0]]` → `U+0020-007E, U+00A0`, the CSS unicode-range of a slice. */
export const unicodeRange = (ranges: CodePointRanges): string =>
  ranges
    .map(([first, last]) =>
      last === undefined ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
    )
    .join(', ');

/** Every character of a slice, in order: what the subset script keeps. */
export const sliceCharacters = (ranges: CodePointRanges): string =>
  ranges
    .flatMap(([first, last = first]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join('');
