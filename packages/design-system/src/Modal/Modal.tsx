import type { ReactNode } from 'react';
import { OverlayFrame, type ModalCloseReason } from '../internal/overlay';

export type ModalSize = 'sm' | 'md' | 'lg';
export type { ModalCloseReason };

const widths = { sm: '400px', md: '560px', lg: '800px' } satisfies Record<ModalSize, string>;

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
  return (
    <OverlayFrame
      open={open}
      onClose={onClose}
      title={title}
      footer={footer}
      closeLabel={closeLabel}
      dismissible={dismissible}
      placement="center"
      width={widths[size]}
    >
      {children}
    </OverlayFrame>
  );
}
