import type { ReactNode } from 'react';
import { OverlayFrame, type ModalCloseReason } from '../internal/overlay';
import { theme } from '../tokens';

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
  return (
    <OverlayFrame
      open={open}
      onClose={onClose}
      title={title}
      footer={footer}
      closeLabel={closeLabel}
      dismissible
      placement="end"
      width={width}
    >
      {children}
    </OverlayFrame>
  );
}
