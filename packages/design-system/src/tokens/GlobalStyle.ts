import { createGlobalStyle } from 'styled-components';
import { cssVariables, theme } from './theme';

const rootVariables = cssVariables.map(([name, value]) => `${name}: ${value};`).join('\n');

const reducedMotionVariables = cssVariables
  .filter(([name]) => name.startsWith('--jy-motion-duration-'))
  .map(([name]) => `${name}: 0ms;`)
  .join('\n');

/**
 * Emits the tokens as CSS custom properties on :root, plus a small reset, the body font and the
 * focus ring. Render it once at the root of the app (and of Storybook).
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${rootVariables}
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
