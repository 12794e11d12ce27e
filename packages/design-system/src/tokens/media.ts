import { breakpoints, type Breakpoint } from './values';

/** Media-query heads for styled-components: `${media.atLeast('md')} { … }`. */
export const media = {
  /** From this breakpoint's width up. */
  atLeast: (breakpoint: Breakpoint) => `@media (min-width: ${breakpoints[breakpoint]})`,
  /** Up to and including this breakpoint's width. */
  atMost: (breakpoint: Breakpoint) => `@media (max-width: ${breakpoints[breakpoint]})`,
} as const;
