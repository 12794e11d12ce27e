import { useEffect, useEffectEvent, useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';
import { choosePlacement } from './model';
import type { PopoverPlacement } from './model';

export type PopoverCloseReason = 'escape' | 'outside';

interface UsePopoverOptions {
  open: boolean;
  /** The element the popover hangs from; presses inside it do not count as outside. */
  anchorRef: RefObject<HTMLElement | null>;
  popoverRef: RefObject<HTMLElement | null>;
  onClose: (reason: PopoverCloseReason) => void;
  preferred?: PopoverPlacement;
}

/**
 * Places an open popover below its anchor (above when it does not fit) and closes it on Escape
 * or on a press outside both anchor and popover.
 */
export function usePopover({
  open,
  anchorRef,
  popoverRef,
  onClose,
  preferred = 'bottom',
}: UsePopoverOptions): PopoverPlacement {
  const [placement, setPlacement] = useState<PopoverPlacement>(preferred);
  const close = useEffectEvent(onClose);

  useLayoutEffect(() => {
    if (!open) return;
    const anchor = anchorRef.current;
    const popover = popoverRef.current;
    if (!anchor || !popover) return;
    const rect = anchor.getBoundingClientRect();
    setPlacement(
      choosePlacement({
        anchorTop: rect.top,
        anchorBottom: rect.bottom,
        popoverHeight: popover.offsetHeight,
        viewportHeight: window.innerHeight,
        preferred,
      }),
    );
  }, [open, anchorRef, popoverRef, preferred]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (anchorRef.current?.contains(target) || popoverRef.current?.contains(target)) return;
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
  }, [open, anchorRef, popoverRef]);

  return placement;
}
