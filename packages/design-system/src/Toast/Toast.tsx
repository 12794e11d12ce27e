import type { ReactNode } from 'react';
import { NoticeContent } from '../internal/notice';
import type { ToastTone } from './model';
import { StyledMessage, StyledTitle, StyledToast } from './Toast.styles';

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

/** A short notice about the result of an action; shown stacked by `ToastProvider`. */
export function Toast({ tone, title, message, onDismiss, dismissLabel = 'Dismiss' }: ToastProps) {
  return (
    <StyledToast role={tone === 'error' ? 'alert' : 'status'} aria-atomic="true" $tone={tone}>
      <NoticeContent tone={tone} onDismiss={onDismiss} dismissLabel={dismissLabel}>
        {title && <StyledTitle>{title}</StyledTitle>}
        <StyledMessage>{message}</StyledMessage>
      </NoticeContent>
    </StyledToast>
  );
}
