import type { ReactNode } from 'react';
import { NoticeContent } from '../internal/notice';
import { StyledAlert, StyledTitle } from './Alert.styles';
import type { AlertTone } from './Alert.styles';

export type { AlertTone };

export interface AlertProps {
  /** Meaning and colour; `error` and `warning` are announced at once (role="alert"). */
  tone: AlertTone;
  /** Short bold summary above the message. */
  title?: string;
  /** The message. */
  children?: ReactNode;
  /** Shows a dismiss button that calls this. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button. */
  dismissLabel?: string;
}

/** An inline message about the result of an action or the state of the page. */
export function Alert({ tone, title, children, onDismiss, dismissLabel = 'Dismiss' }: AlertProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <StyledAlert role={urgent ? 'alert' : 'status'} $tone={tone}>
      <NoticeContent tone={tone} onDismiss={onDismiss} dismissLabel={dismissLabel}>
        {title && <StyledTitle $tone={tone}>{title}</StyledTitle>}
        {children}
      </NoticeContent>
    </StyledAlert>
  );
}
