import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons';
import { tabbableElements, trappedTabTarget } from './model';
import {
  StyledBackdrop,
  StyledBody,
  StyledClose,
  StyledDialog,
  StyledFooter,
  StyledHeader,
  StyledTitle,
} from './Modal.styles';
import type { ModalSize } from './Modal.styles';
import { useIsScrollable } from './useIsScrollable';
import { useScrollLock } from './useScrollLock';

export type { ModalSize };
export type ModalCloseReason = 'escape' | 'backdrop' | 'close-button';

export interface ModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the user asks to close, with how they asked. */
  onClose: (reason: ModalCloseReason) => void;
  /** Heading of the dialog, also its accessible name. */
  title: string;
  /** Content of the dialog. */
  children?: ReactNode;
  /** Actions along the bottom edge, usually buttons. */
  footer?: ReactNode;
  /** Accessible name of the close icon button. */
  closeLabel?: string;
  /** Maximum width of the dialog. */
  size?: ModalSize;
  /** When false there is no close icon and Escape and backdrop clicks do nothing. */
  dismissible?: boolean;
}

/**
 * A modal dialog in a portal: focus moves inside and is trapped there, the page behind stops
 * scrolling, and focus returns to the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel = 'Close',
  size = 'md',
  dismissible = true,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useScrollLock(open);
  const bodyScrollable = useIsScrollable(bodyRef, open);

  const requestClose = (reason: ModalCloseReason) => {
    if (dismissible) onClose(reason);
  };
  const onEscape = useEffectEvent(() => requestClose('escape'));

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const tabbables = tabbableElements(dialog);
      const first = tabbables.find((el) => el !== closeRef.current) ?? tabbables[0] ?? dialog;
      first.focus();
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onEscape();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

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

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) {
      requestClose('backdrop');
    }
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    // The backdrop is a mouse convenience; keyboard users close with Escape or the close button.
    <StyledBackdrop onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
        onKeyDown={trapTab}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {dismissible && (
            <StyledClose
              ref={closeRef}
              type="button"
              aria-label={closeLabel}
              onClick={() => requestClose('close-button')}
            >
              <CloseIcon />
            </StyledClose>
          )}
        </StyledHeader>
        <StyledBody ref={bodyRef} tabIndex={bodyScrollable ? 0 : undefined}>
          {children}
        </StyledBody>
        {footer && <StyledFooter>{footer}</StyledFooter>}
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  );
}
