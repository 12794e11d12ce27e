import { useId } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons';
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
import { useDialog, type ModalCloseReason } from './useDialog';

export type { ModalSize };
export type { ModalCloseReason };

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
  const requestClose = (reason: ModalCloseReason) => {
    if (dismissible) onClose(reason);
  };
  const { dialogRef, closeRef, bodyRef, bodyScrollable, trapTab, backdropHandlers } = useDialog(
    open,
    requestClose,
  );

  if (!open) return null;

  return createPortal(
    <StyledBackdrop {...backdropHandlers}>
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
