export type PopoverPlacement = 'bottom' | 'top';

export interface PlacementInput {
  /** Distance from the viewport top to the anchor's top edge. */
  anchorTop: number;
  /** Distance from the viewport top to the anchor's bottom edge. */
  anchorBottom: number;
  /** Height of the popover. */
  popoverHeight: number;
  /** Height of the viewport. */
  viewportHeight: number;
  /** Where the popover goes when it fits there. */
  preferred: PopoverPlacement;
  /** Gap between anchor and popover. */
  gap?: number;
}

/**
 * Below or above the anchor: the preferred side when the popover fits there, else the other
 * side when it fits there, else whichever side has more room.
 */
export function choosePlacement({
  anchorTop,
  anchorBottom,
  popoverHeight,
  viewportHeight,
  preferred,
  gap = 4,
}: PlacementInput): PopoverPlacement {
  const room = { bottom: viewportHeight - anchorBottom - gap, top: anchorTop - gap };
  const other: PopoverPlacement = preferred === 'bottom' ? 'top' : 'bottom';
  if (room[preferred] >= popoverHeight) return preferred;
  if (room[other] >= popoverHeight) return other;
  return room[preferred] >= room[other] ? preferred : other;
}
