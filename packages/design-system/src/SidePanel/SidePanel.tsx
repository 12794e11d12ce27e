import { useId } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons';
import { useDialog, type ModalCloseReason } from '../Modal/useDialog';
import { theme } from '../tokens';
import {
  StyledBackdrop,
  StyledBody,
  StyledClose,
  StyledFooter,
  StyledHeader,
  StyledPanel,
  StyledTitle,
} from './SidePanel.styles';

export interface SidePanelProps {
  /** Whether the panel is shown. */
  open: boolean;
  /** Called when the user asks to close, with how they asked (Escape, backdrop, close icon). */
  onClose: (reason: ModalCloseReason) => void;
  /** Heading of the panel, also its accessible name. */
  title: string;
  /** Content of the panel; it scrolls when taller than the screen. */
  children?: ReactNode;
  /** Actions along the bottom edge, usually buttons. */
  footer?: ReactNode;
  /** Width of the panel as a CSS length; at most the width of the screen. */
  width?: string;
  /** Accessible name of the close icon button. */
  closeLabel?: string;
}

/**
 * A dialog that slides in from the right edge for details and edits beside a list: focus moves
 * inside and is trapped there, the page stops scrolling, and focus returns to the opener.
 */
export function SidePanel({
  open,
  onClose,
  title,
  children,
  footer,
  width = theme.layout.sidePanelWidth,
  closeLabel = 'Close',
}: SidePanelProps) {
  const titleId = useId();
  const { dialogRef, closeRef, bodyRef, bodyScrollable, trapTab, backdropHandlers } = useDialog(
    open,
    onClose,
  );

  if (!open) return null;

  return createPortal(
    <StyledBackdrop {...backdropHandlers}>
      <StyledPanel
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        onKeyDown={trapTab}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          <StyledClose
            ref={closeRef}
            type="button"
            aria-label={closeLabel}
            onClick={() => onClose('close-button')}
          >
            <CloseIcon />
          </StyledClose>
        </StyledHeader>
        <StyledBody ref={bodyRef} tabIndex={bodyScrollable ? 0 : undefined}>
          {children}
        </StyledBody>
        {footer && <StyledFooter>{footer}</StyledFooter>}
      </StyledPanel>
    </StyledBackdrop>,
    document.body,
  );
}
