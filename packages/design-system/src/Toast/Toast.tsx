import type { ReactNode } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';
import type { ToastTone } from './model';
import {
  StyledBody,
  StyledDismiss,
  StyledIcon,
  StyledMessage,
  StyledTitle,
  StyledToast,
} from './Toast.styles';

export type { ToastTone };

export interface ToastProps {
  /** Meaning and colour; `error` is announced at once (role="alert"), the others politely. */
  tone: ToastTone;
  /** Short bold summary above the message. */
  title?: string;
  /** What happened. */
  message: ReactNode;
  /** Shows a dismiss button that calls this. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button. */
  dismissLabel?: string;
}

const icons = {
  error: ErrorIcon,
  warning: WarningIcon,
  success: SuccessIcon,
  info: InfoIcon,
} satisfies Record<ToastTone, unknown>;

/** A short notice about the result of an action; shown stacked by `ToastProvider`. */
export function Toast({ tone, title, message, onDismiss, dismissLabel = 'Dismiss' }: ToastProps) {
  const Icon = icons[tone];
  return (
    <StyledToast role={tone === 'error' ? 'alert' : 'status'} aria-atomic="true" $tone={tone}>
      <StyledIcon $tone={tone}>
        <Icon />
      </StyledIcon>
      <StyledBody>
        {title && <StyledTitle>{title}</StyledTitle>}
        <StyledMessage>{message}</StyledMessage>
      </StyledBody>
      {onDismiss && (
        <StyledDismiss type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon size={18} />
        </StyledDismiss>
      )}
    </StyledToast>
  );
}
