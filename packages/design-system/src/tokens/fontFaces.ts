import interAccents400 from './fonts/inter-accents-400.woff2?no-inline';
import interAccents500 from './fonts/inter-accents-500.woff2?no-inline';
import interAccents600 from './fonts/inter-accents-600.woff2?no-inline';
import interFigures400 from './fonts/inter-figures-400.woff2?no-inline';
import interFigures500 from './fonts/inter-figures-500.woff2?no-inline';
import interFigures600 from './fonts/inter-figures-600.woff2?no-inline';
import interLetters400 from './fonts/inter-letters-400.woff2?no-inline';
import interLetters500 from './fonts/inter-letters-500.woff2?no-inline';
import interLetters600 from './fonts/inter-letters-600.woff2?no-inline';
import interQuotes400 from './fonts/inter-quotes-400.woff2?no-inline';
import interQuotes500 from './fonts/inter-quotes-500.woff2?no-inline';
import interQuotes600 from './fonts/inter-quotes-600.woff2?no-inline';
import interSigns400 from './fonts/inter-signs-400.woff2?no-inline';
import interSigns500 from './fonts/inter-signs-500.woff2?no-inline';
import interSigns600 from './fonts/inter-signs-600.woff2?no-inline';
import monoText400 from './fonts/jetbrains-mono-text-400.woff2?no-inline';
import { fontSlices, unicodeRange, type FontSlice } from './fontSlices';
import { shippedFamilies } from './values';

export interface ShippedFace {
  family: string;
  weight: number;
  slice: FontSlice;
  /** The file's URL (emitted by the bundler, never inlined: a font in the script would count twice). */
  url: string;
}

/** Every shipped font file (ADR 0055), as scripts/subset-fonts.mjs cuts them. */
export const shippedFaces: readonly ShippedFace[] = [
  { family: shippedFamilies.sans, weight: 400, slice: 'letters', url: interLetters400 },
  { family: shippedFamilies.sans, weight: 400, slice: 'figures', url: interFigures400 },
  { family: shippedFamilies.sans, weight: 400, slice: 'signs', url: interSigns400 },
  { family: shippedFamilies.sans, weight: 400, slice: 'accents', url: interAccents400 },
  { family: shippedFamilies.sans, weight: 500, slice: 'letters', url: interLetters500 },
  { family: shippedFamilies.sans, weight: 500, slice: 'figures', url: interFigures500 },
  { family: shippedFamilies.sans, weight: 500, slice: 'signs', url: interSigns500 },
  { family: shippedFamilies.sans, weight: 500, slice: 'accents', url: interAccents500 },
  { family: shippedFamilies.sans, weight: 600, slice: 'letters', url: interLetters600 },
  { family: shippedFamilies.sans, weight: 600, slice: 'figures', url: interFigures600 },
  { family: shippedFamilies.sans, weight: 600, slice: 'signs', url: interSigns600 },
  { family: shippedFamilies.sans, weight: 600, slice: 'accents', url: interAccents600 },
  { family: shippedFamilies.latinPunctuation, weight: 400, slice: 'quotes', url: interQuotes400 },
  { family: shippedFamilies.latinPunctuation, weight: 500, slice: 'quotes', url: interQuotes500 },
  { family: shippedFamilies.latinPunctuation, weight: 600, slice: 'quotes', url: interQuotes600 },
  { family: shippedFamilies.mono, weight: 400, slice: 'text', url: monoText400 },
];

/** The @font-face rules of the shipped faces: swap, so text shows at once in a fallback face. */
export const fontFaceRules = shippedFaces
  .map(
    (face) => `@font-face {
  font-family: '${face.family}';
  src: url('${face.url}') format('woff2');
  font-weight: ${face.weight};
  font-style: normal;
  font-display: swap;
  unicode-range: ${unicodeRange(fontSlices[face.slice])};
}`,
  )
  .join('\n');
