export { theme, cssVariables } from './theme';
export type { Theme, ThemeVars } from './theme';
export { tokenValues, breakpoints } from './values';
export type { TokenValues, Breakpoint } from './values';
export { media } from './media';
export { GlobalStyle } from './GlobalStyle';
