import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { tabbableElements, trappedTabTarget } from './model';
import { useIsScrollable } from '../useIsScrollable';
import { useScrollLock } from './useScrollLock';

/** About a second at 60 Hz: long enough for a host to reveal the dialog, short enough to give up. */
const FOCUS_RETRY_FRAMES = 60;

/** How the user asked a dialog to close. */
export type ModalCloseReason = 'escape' | 'backdrop' | 'close-button';

/**
 * The behaviour every modal surface shares (Modal, SidePanel): focus moves inside when it opens
 * (past the close icon, which invites closing by accident) and is trapped there; Escape and a
 * press that starts and ends on the backdrop ask to close; the page stops scrolling; focus goes
 * back to the opener. The component renders; this hook behaves.
 */
export function useDialog(open: boolean, requestClose: (reason: ModalCloseReason) => void) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useScrollLock(open);
  const bodyScrollable = useIsScrollable(bodyRef, open);
  const onEscape = useEffectEvent(() => requestClose('escape'));

  // A layout effect, not a plain effect: focus is inside the dialog in the same frame it appears,
  // so a keystroke (or a test) that follows the opening never lands on the page behind it.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    let retry = 0;
    if (dialog) {
      // Which element comes first is asked each time: a hidden dialog has no tabbable element yet.
      const focusFirst = () => {
        const tabbables = tabbableElements(dialog);
        const first = tabbables.find((el) => el !== closeRef.current) ?? tabbables[0] ?? dialog;
        first.focus();
        return document.activeElement === first;
      };
      // focus() does nothing while the surface cannot be seen: a dialog that opens with the page
      // (a host still hiding its content, as Storybook's preview does while it prepares a story)
      // takes focus in the first frame it shows.
      let frames = 0;
      const again = () => {
        if (frames++ >= FOCUS_RETRY_FRAMES) return;
        if (focusFirst()) return;
        retry = requestAnimationFrame(again);
      };
      if (!focusFirst()) retry = requestAnimationFrame(again);
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onEscape();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(retry);
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const tabbables = tabbableElements(dialogRef.current);
    const current = tabbables.indexOf(document.activeElement as HTMLElement);
    const target = trappedTabTarget(tabbables.length, current, event.shiftKey);
    if (tabbables.length === 0) event.preventDefault();
    if (target !== null) {
      event.preventDefault();
      tabbables[target]?.focus();
    }
  };

  // The backdrop is a mouse convenience; keyboard users close with Escape or the close button.
  const backdropHandlers = {
    onMouseDown: (event: MouseEvent<HTMLDivElement>) => {
      pressStartedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLDivElement>) => {
      if (pressStartedOnBackdrop.current && event.target === event.currentTarget) {
        requestClose('backdrop');
      }
      pressStartedOnBackdrop.current = false;
    },
  };

  return { dialogRef, closeRef, bodyRef, bodyScrollable, trapTab, backdropHandlers };
}
