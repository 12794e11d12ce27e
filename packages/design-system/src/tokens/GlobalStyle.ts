import { createGlobalStyle } from 'styled-components';
import { cssVariables, theme } from './theme';
import { fontFaceRules } from './fontFaces';
import { fontStacks, systemCjkFaces } from './values';

const rootVariables = cssVariables.map(([name, value]) => `${name}: ${value};`).join('\n');

const reducedMotionVariables = cssVariables
  .filter(([name]) => name.startsWith('--jy-motion-duration-'))
  .map(([name]) => `${name}: 0ms;`)
  .join('\n');

// `var(--jy-font-family-sans)` → `--jy-font-family-sans`
const variableName = (reference: string) => reference.slice('var('.length, -')'.length);
const sansVariable = variableName(theme.font.family.sans);
const monoVariable = variableName(theme.font.family.mono);

export interface GlobalStyleProps {
  /**
   * Families drawing Chinese characters, before the system CJK faces. Storybook and the visual
   * tests pin one loaded face here so their pixels do not depend on the machine's CJK fonts; the
   * app leaves it out.
   */
  cjkFaces?: readonly string[];
}

const stacksFor = (cjkFaces: readonly string[] = []) =>
  fontStacks([...cjkFaces, ...systemCjkFaces]);

/**
 * Emits the tokens as CSS custom properties on :root, plus the shipped faces, a small reset, the
 * body font (with Latin punctuation for English pages) and the focus ring. Render it once at the
 * root of the app (and of Storybook).
 */
export const GlobalStyle = createGlobalStyle<GlobalStyleProps>`
  :root {
    ${rootVariables}
    ${({ cjkFaces }) => (cjkFaces ? `${sansVariable}: ${stacksFor(cjkFaces).sans};` : '')}
    ${({ cjkFaces }) => (cjkFaces ? `${monoVariable}: ${stacksFor(cjkFaces).mono};` : '')}
  }

  ${fontFaceRules}

  /* English pages draw ’ “ ” … in a Latin face; Chinese ones keep their full-width forms. */
  :root:lang(en) {
    ${sansVariable}: ${({ cjkFaces }) => stacksFor(cjkFaces).sansEnglish};
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

  code, kbd, samp, pre {
    font-family: ${theme.font.family.mono};
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
