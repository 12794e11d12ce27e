import { theme } from '../tokens';

const fills = {
  back: { fill: theme.color.neutral[100] },
  line: { stroke: theme.color.neutral[400] },
  accent: { fill: theme.color.primary[100], stroke: theme.color.primary[500] },
  error: { fill: theme.color.error.subtle, stroke: theme.color.error.fg },
};

const svgProps = {
  width: 120,
  height: 96,
  viewBox: '0 0 120 96',
  fill: 'none',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: 'false',
} as const;

/** An open parcel box: nothing here yet. */
export function BoxIllustration() {
  return (
    <svg {...svgProps}>
      <ellipse cx="60" cy="84" rx="44" ry="8" style={fills.back} />
      <path d="M24 38 60 50l36-12v36L60 86 24 74Z" style={fills.accent} />
      <path d="M60 50v36" style={fills.accent} />
      <path d="M24 38 12 26l36-12 12 12" style={{ ...fills.accent, ...fills.back }} />
      <path d="M96 38l12-12-36-12-12 12" style={{ ...fills.accent, ...fills.back }} />
      <path d="M24 38 60 26l36 12" style={fills.line} />
    </svg>
  );
}

/** A magnifier over an empty list: the search found nothing. */
export function SearchIllustration() {
  return (
    <svg {...svgProps}>
      <ellipse cx="60" cy="84" rx="44" ry="8" style={fills.back} />
      <rect x="20" y="12" width="56" height="64" rx="6" style={{ ...fills.back, ...fills.line }} />
      <path d="M30 28h36M30 40h28M30 52h20" style={fills.line} />
      <circle cx="78" cy="54" r="16" style={fills.accent} />
      <path d="m90 66 12 12" style={{ stroke: theme.color.primary[500], strokeWidth: 4 }} />
    </svg>
  );
}

/** A warning sign: something went wrong while loading. */
export function ErrorIllustration() {
  return (
    <svg {...svgProps}>
      <ellipse cx="60" cy="84" rx="44" ry="8" style={fills.back} />
      <path d="M60 10 100 78H20Z" style={fills.error} />
      <path d="M60 34v20" style={{ stroke: theme.color.error.fg, strokeWidth: 4 }} />
      <circle cx="60" cy="65" r="2.5" style={{ fill: theme.color.error.fg }} />
    </svg>
  );
}
