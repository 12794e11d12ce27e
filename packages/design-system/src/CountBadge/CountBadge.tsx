import { StyledBadge } from './CountBadge.styles';
import { countBadgeText } from './model';

export interface CountBadgeProps {
  /** How many; nothing is drawn at 0. */
  count: number;
  /** Past this the bubble reads `{max}+`, so it never grows wider than three characters. */
  max?: number;
  /**
   * Sits on the top-right corner of its parent (an icon button, which must be positioned, e.g.
   * `position: relative`) instead of in the line of text.
   */
  overlay?: boolean;
}

/**
 * A small red bubble with a count, e.g. unread messages on a bell. It is hidden from assistive
 * tech: the control it belongs to says the count in its own accessible name, in the app's words,
 * with the same text as the bubble (`countBadgeText(count, max)`: "99+" past the cap).
 */
export function CountBadge({ count, max = 99, overlay = false }: CountBadgeProps) {
  const text = countBadgeText(count, max);
  if (text === null) return null;
  return (
    <StyledBadge aria-hidden="true" data-count-badge="" $overlay={overlay}>
      {text}
    </StyledBadge>
  );
}
