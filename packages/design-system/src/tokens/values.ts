/**
 * The one place where Jiyun's look is written down as raw values. Everything else reads these
 * through `theme` (CSS variable references), so a theme is a different set of variable values.
 */
/**
 * The system CJK faces of the merchants' machines (macOS, Windows, Linux). Chinese text is drawn
 * from these: a CJK face is too large to ship. Storybook and the visual tests put one pinned face
 * before them (GlobalStyle's `cjkFaces`) so their pixels do not depend on the machine.
 */
export const systemCjkFaces = [
  'PingFang SC',
  'Microsoft YaHei',
  'Noto Sans SC',
  'WenQuanYi Micro Hei',
] as const;

/**
 * The shipped faces' family names (ADR 0055). Inter draws Latin text, figures and signs; the
 * punctuation family holds Inter's quotes and ellipsis, English pages only: Chinese text keeps its
 * full-width “” and … from the CJK face (issue 11).
 */
export const shippedFamilies = {
  sans: 'Inter',
  latinPunctuation: 'Jiyun Latin Punctuation',
  mono: 'JetBrains Mono',
} as const;

const quote = (family: string) => `"${family}"`;

/** The token font stacks, with `cjk` (family names) as the faces for Chinese characters. */
export function fontStacks(cjk: readonly string[]) {
  const cjkStack = cjk.map(quote);
  return {
    sans: [quote(shippedFamilies.sans), ...cjkStack, 'system-ui', 'sans-serif'].join(', '),
    /** English pages: Latin quotes before the CJK faces. */
    sansEnglish: [
      quote(shippedFamilies.sans),
      quote(shippedFamilies.latinPunctuation),
      ...cjkStack,
      'system-ui',
      'sans-serif',
    ].join(', '),
    // Chinese characters in a mono field (a Chinese label beside a tracking id) come from the CJK
    // faces, not from whatever the machine calls monospace.
    mono: [quote(shippedFamilies.mono), ...cjkStack, 'ui-monospace', 'monospace'].join(', '),
  };
}

const stacks = fontStacks(systemCjkFaces);

/** The colour scales. Semantic colours below name an entry here rather than repeat its value. */
const palette = {
  primary: {
    50: '#eff4fc',
    100: '#dbe6f8',
    200: '#b8cdf0',
    300: '#8aace3',
    400: '#5a86cf',
    500: '#3566bd',
    600: '#1f4f9e',
    700: '#193f80',
    800: '#143264',
    900: '#0f254a',
  },
  neutral: {
    0: '#ffffff',
    50: '#f6f7f9',
    100: '#eef0f3',
    200: '#dfe3e8',
    300: '#c5ccd5',
    400: '#8a94a1',
    500: '#6b7685',
    600: '#525c6b',
    700: '#3d4654',
    800: '#2a313c',
    900: '#1a1f27',
  },
} as const;

const { primary, neutral } = palette;

/** The dark slate behind overlays and shadows, at a given opacity. */
const shade = (alpha: number) => `rgba(15, 23, 42, ${alpha})`;

export const tokenValues = {
  color: {
    ...palette,
    text: {
      primary: neutral[900],
      secondary: neutral[600],
      placeholder: neutral[500],
      disabled: neutral[400],
      inverse: neutral[0],
      link: primary[600],
      onPrimary: neutral[0],
    },
    surface: {
      page: neutral[50],
      raised: neutral[0],
      sunken: neutral[100],
      hover: neutral[100],
      selected: primary[50],
      disabled: neutral[100],
      backdrop: shade(0.48),
    },
    border: {
      subtle: neutral[200],
      default: neutral[300],
      strong: neutral[400],
      focus: primary[600],
    },
    // The status hues have no scale of their own: each shade is used by one role only.
    success: { fg: '#1b7a3d', subtle: '#e8f5ec', border: '#a7d8b6' },
    warning: { fg: '#8a5300', subtle: '#fff4e0', border: '#f2c979' },
    error: { fg: '#b42318', subtle: '#fdecea', border: '#f2b1aa', hover: '#921c13' },
    info: { fg: primary[600], subtle: primary[50], border: primary[200] },
    nav: {
      bg: primary[900],
      fg: neutral[0],
      // Tints between primary steps, tuned for contrast on the navy bar only.
      fgMuted: '#c9d5ea',
      hoverBg: primary[700],
      activeBg: primary[600],
      activeFg: neutral[0],
      divider: '#2a4470',
    },
    focusRing: primary[500],
  },
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
  },
  radius: {
    sm: '4px',
    md: '6px',
    lg: '10px',
    full: '9999px',
  },
  font: {
    family: { sans: stacks.sans, mono: stacks.mono },
    size: {
      xs: '12px',
      sm: '13px',
      md: '14px',
      lg: '16px',
      xl: '20px',
      xxl: '24px',
    },
    weight: { regular: '400', medium: '500', semibold: '600' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  shadow: {
    sm: `0 1px 2px ${shade(0.08)}`,
    md: `0 4px 12px ${shade(0.12)}`,
    lg: `0 16px 40px ${shade(0.24)}`,
  },
  zIndex: { nav: '100', popover: '900', modal: '1000', toast: '1100' },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '300ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
  },
  layout: {
    navWidth: '300px',
    navCollapsedWidth: '60px',
    sidePanelWidth: '480px',
    controlHeight: { sm: '32px', md: '40px', lg: '48px' },
  },
} as const;

export type TokenValues = typeof tokenValues;

/**
 * The widths at which layouts change. Kept out of `tokenValues` because `var()` is not allowed
 * in a media query: these are used as they are, through `media`.
 */
export const breakpoints = {
  sm: '480px',
  md: '768px',
  lg: '900px',
  xl: '1280px',
} as const;

export type Breakpoint = keyof typeof breakpoints;
