/**
 * The one place where Jiyun's look is written down as raw values. Everything else reads these
 * through `theme` (CSS variable references), so a theme is a different set of variable values.
 */
const sansStack = [
  '"Inter"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  '"Noto Sans SC"',
  '"WenQuanYi Micro Hei"',
  'system-ui',
  'sans-serif',
].join(', ');

const monoStack = ['ui-monospace', '"SFMono-Regular"', 'Menlo', 'Consolas', 'monospace'].join(', ');

export const tokenValues = {
  color: {
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
    text: {
      primary: '#1a1f27',
      secondary: '#525c6b',
      placeholder: '#6b7685',
      disabled: '#8a94a1',
      inverse: '#ffffff',
      link: '#1f4f9e',
      onPrimary: '#ffffff',
    },
    surface: {
      page: '#f6f7f9',
      raised: '#ffffff',
      sunken: '#eef0f3',
      hover: '#eef0f3',
      selected: '#eff4fc',
      disabled: '#eef0f3',
      backdrop: 'rgba(15, 23, 42, 0.48)',
    },
    border: {
      subtle: '#dfe3e8',
      default: '#c5ccd5',
      strong: '#8a94a1',
      focus: '#1f4f9e',
    },
    success: { fg: '#1b7a3d', subtle: '#e8f5ec', border: '#a7d8b6' },
    warning: { fg: '#8a5300', subtle: '#fff4e0', border: '#f2c979' },
    error: { fg: '#b42318', subtle: '#fdecea', border: '#f2b1aa', hover: '#921c13' },
    info: { fg: '#1f4f9e', subtle: '#eff4fc', border: '#b8cdf0' },
    nav: {
      bg: '#0f254a',
      fg: '#ffffff',
      fgMuted: '#c9d5ea',
      hoverBg: '#193f80',
      activeBg: '#1f4f9e',
      activeFg: '#ffffff',
      divider: '#2a4470',
    },
    focusRing: '#3566bd',
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
    family: { sans: sansStack, mono: monoStack },
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
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 16px 40px rgba(15, 23, 42, 0.24)',
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
