import { createGlobalStyle } from 'styled-components';
import { cssVariables, theme } from './theme';
import { latinPunctuation, latinSansStack } from './values';

const rootVariables = cssVariables.map(([name, value]) => `${name}: ${value};`).join('\n');

const reducedMotionVariables = cssVariables
  .filter(([name]) => name.startsWith('--jy-motion-duration-'))
  .map(([name]) => `${name}: 0ms;`)
  .join('\n');

// `var(--jy-font-family-sans)` → `--jy-font-family-sans`
const sansVariable = theme.font.family.sans.slice('var('.length, -')'.length);

const localFaces = (names: readonly string[]) => names.map((name) => `local('${name}')`).join(', ');

/**
 * Emits the tokens as CSS custom properties on :root, plus a small reset, the body font (with
 * Latin punctuation for English pages) and the focus ring. Render it once at the root of the app (and of Storybook).
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${rootVariables}
  }

  @font-face {
    font-family: '${latinPunctuation.family}';
    src: ${localFaces(latinPunctuation.regular)};
    font-weight: 100 500;
    unicode-range: ${latinPunctuation.unicodeRange};
  }

  @font-face {
    font-family: '${latinPunctuation.family}';
    src: ${localFaces(latinPunctuation.bold)};
    font-weight: 600 900;
    unicode-range: ${latinPunctuation.unicodeRange};
  }

  /* English pages draw ’ “ ” … in a Latin face; Chinese ones keep their full-width forms. */
  :root:lang(en) {
    ${sansVariable}: ${latinSansStack};
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${theme.font.family.sans};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.normal};
    color: ${theme.color.text.primary};
    background: ${theme.color.surface.page};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd {
    margin: 0;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  img, svg {
    display: block;
    max-width: 100%;
  }

  :focus-visible {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    :root {
      ${reducedMotionVariables}
    }

    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
