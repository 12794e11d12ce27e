import type { SkeletonVariant } from './model';
import { cssLength, textLineWidths } from './model';
import { StyledBone, StyledLines } from './Skeleton.styles';

export type { SkeletonVariant };

export interface SkeletonProps {
  /** Shape: a line of text, a block (image, card) or a circle (avatar). */
  variant?: SkeletonVariant;
  /** Width in pixels or any CSS length; full width by default (40px for a circle). */
  width?: number | string;
  /** Height in pixels or any CSS length; one line of text, 80px or 40px by default. */
  height?: number | string;
  /** For `text`: how many lines of a paragraph to stand in for; the last one is shorter. */
  lines?: number;
}

/**
 * A grey placeholder in the shape of content that is loading. Hidden from assistive tech: pair it
 * with a `Loading` status or `aria-busy` on the region being filled.
 */
export function Skeleton({ variant = 'text', width, height, lines = 1 }: SkeletonProps) {
  const w = cssLength(width);
  const h = cssLength(height);
  if (variant === 'text' && lines > 1) {
    return (
      <StyledLines aria-hidden="true" data-skeleton="">
        {textLineWidths(lines, w).map((lineWidth, i) => (
          <StyledBone key={i} $variant="text" $width={lineWidth} $height={h} />
        ))}
      </StyledLines>
    );
  }
  return (
    <StyledBone
      aria-hidden="true"
      data-skeleton=""
      $variant={variant}
      $width={variant === 'circle' ? (w ?? h) : w}
      $height={variant === 'circle' ? (h ?? w) : h}
    />
  );
}
