import { useId } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../icons';
import {
  StyledBackdrop,
  StyledBody,
  StyledClose,
  StyledFooter,
  StyledHeader,
  StyledSurface,
  StyledTitle,
} from './OverlayFrame.styles';
import type { OverlayPlacement } from './OverlayFrame.styles';
import { useDialog, type ModalCloseReason } from './useDialog';

interface OverlayFrameProps {
  open: boolean;
  /** Asked to close, with how; only ever called when the overlay may be dismissed. */
  onClose: (reason: ModalCloseReason) => void;
  title: string;
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel: string;
  /** False: no close icon, and Escape and backdrop presses do nothing. */
  dismissible: boolean;
  placement: OverlayPlacement;
  /** `center`: the surface's largest width; `end`: its width (at most the screen's). */
  width: string;
}

/**
 * The chrome Modal and SidePanel share: a portal with a backdrop, a dialog surface with its
 * title, close icon, scrolling body and footer, and the dialog behaviour of `useDialog`.
 */
export function OverlayFrame({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  dismissible,
  placement,
  width,
}: OverlayFrameProps) {
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
    <StyledBackdrop $placement={placement} {...backdropHandlers}>
      <StyledSurface
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $placement={placement}
        $width={width}
        onKeyDown={trapTab}
      >
        <StyledHeader $placement={placement}>
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
        <StyledBody ref={bodyRef} tabIndex={bodyScrollable ? 0 : undefined} $placement={placement}>
          {children}
        </StyledBody>
        {footer && <StyledFooter>{footer}</StyledFooter>}
      </StyledSurface>
    </StyledBackdrop>,
    document.body,
  );
}
