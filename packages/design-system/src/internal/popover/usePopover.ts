import { useEffect, useEffectEvent, useLayoutEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom';
import type { Placement } from '@floating-ui/react-dom';

export type PopoverCloseReason = 'escape' | 'outside';

/** Room kept between a popover and the viewport's edges, in px. */
export const VIEWPORT_PADDING = 8;

interface UsePopoverOptions {
  open: boolean;
  /** Called on Escape or a press outside both anchor and popover; leave out to not close. */
  onClose?: (reason: PopoverCloseReason) => void;
  /** Where the popover goes when it fits there (Floating UI placement). */
  placement?: Placement;
  /** Gap between anchor and popover, in px. */
  gap?: number;
  /** Makes the popover exactly as wide as its anchor. */
  matchAnchorWidth?: boolean;
}

export interface PopoverPosition {
  /** Ref callback for the element the popover hangs from. */
  setAnchor: (element: HTMLElement | null) => void;
  /** Ref callback for the popover. */
  setPopover: (element: HTMLElement | null) => void;
  /** The anchor and popover elements, for focus and containment checks. */
  anchor: HTMLElement | null;
  popover: HTMLElement | null;
  /** Inline style placing the popover (`position: fixed`, so no ancestor's overflow clips it). */
  style: CSSProperties;
  /** The side it ended up on after flipping. */
  placement: Placement;
}

/**
 * Positions an open popover next to its anchor with Floating UI and closes it on Escape or on a
 * press outside both. Collisions with the viewport: `flip` to the other side when the preferred
 * one lacks room, `shift` along the edge to stay inside, `size` to cap the popover at the room
 * left (the `--popover-max-height`/`--popover-max-width` custom properties, read by
 * StyledPopover). Positions follow scrolling and resizing (`autoUpdate`) while open.
 */
export function usePopover({
  open,
  onClose,
  placement = 'bottom-start',
  gap = 4,
  matchAnchorWidth = false,
}: UsePopoverOptions): PopoverPosition {
  const close = useEffectEvent((reason: PopoverCloseReason) => onClose?.(reason));
  const closes = onClose !== undefined;
  // Elements in state, not refs: a new anchor or popover element re-renders and re-positions.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [popover, setPopover] = useState<HTMLElement | null>(null);
  const floating = useFloating({
    open,
    elements: { reference: anchor, floating: popover },
    placement,
    strategy: 'fixed',
    middleware: [
      offset(gap),
      flip({ padding: VIEWPORT_PADDING }),
      shift({ padding: VIEWPORT_PADDING }),
      size({
        padding: VIEWPORT_PADDING,
        apply({ availableWidth, availableHeight, rects, elements }) {
          const style = elements.floating.style;
          style.setProperty(
            '--popover-max-height',
            `${Math.max(0, Math.floor(availableHeight))}px`,
          );
          style.setProperty('--popover-max-width', `${Math.max(0, Math.floor(availableWidth))}px`);
          if (matchAnchorWidth)
            style.setProperty('--popover-anchor-width', `${rects.reference.width}px`);
        },
      }),
    ],
  });
  const { update, floatingStyles } = floating;

  // Layout effect: the first position is computed before the browser paints the popover.
  useLayoutEffect(() => {
    if (!open || !anchor || !popover) return;
    return autoUpdate(anchor, popover, update);
  }, [open, anchor, popover, update]);

  useEffect(() => {
    if (!open || !closes) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (anchor?.contains(target) || popover?.contains(target)) return;
      close('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close('escape');
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, anchor, popover, closes]);

  return {
    setAnchor,
    setPopover,
    anchor,
    popover,
    style: floatingStyles,
    placement: floating.placement,
  };
}
