import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { StyledMessage } from './ConfirmModal.styles';

export type ConfirmModalTone = 'default' | 'danger';

export interface ConfirmModalProps {
  /** Whether the confirmation is shown. */
  open: boolean;
  /** Heading of the dialog, also its accessible name. */
  title: string;
  /** What will happen if the user confirms. */
  message: ReactNode;
  /** Text of the confirm button. */
  confirmLabel?: string;
  /** Text of the back button. */
  backLabel?: string;
  /** Accessible name of the close icon button. */
  closeLabel?: string;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called when the user backs out: back button, Escape, backdrop click or close icon. */
  onBack: () => void;
  /** While the confirmed action runs: confirm shows a spinner, back is disabled and the dialog cannot be dismissed. */
  confirming?: boolean;
  /** `danger` paints the confirm button red, for destructive actions. */
  tone?: ConfirmModalTone;
}

/** A small dialog that asks the user to confirm an action before it runs. */
export function ConfirmModal({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  backLabel = 'Back',
  closeLabel = 'Close',
  onConfirm,
  onBack,
  confirming = false,
  tone = 'default',
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      size="sm"
      closeLabel={closeLabel}
      dismissible={!confirming}
      onClose={onBack}
      footer={
        <>
          <Button variant="secondary" disabled={confirming} onClick={onBack}>
            {backLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={confirming}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <StyledMessage>{message}</StyledMessage>
    </Modal>
  );
}
