export { theme, cssVariables } from './theme';
export type { Theme, ThemeVars } from './theme';
export { tokenValues } from './values';
export type { TokenValues } from './values';
export { GlobalStyle } from './GlobalStyle';
