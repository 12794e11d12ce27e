import type { ReactNode } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';
import { StyledAlert, StyledBody, StyledDismiss, StyledIcon, StyledTitle } from './Alert.styles';
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

const icons = {
  error: ErrorIcon,
  warning: WarningIcon,
  success: SuccessIcon,
  info: InfoIcon,
} satisfies Record<AlertTone, unknown>;

/** An inline message about the result of an action or the state of the page. */
export function Alert({ tone, title, children, onDismiss, dismissLabel = 'Dismiss' }: AlertProps) {
  const Icon = icons[tone];
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <StyledAlert role={urgent ? 'alert' : 'status'} $tone={tone}>
      <StyledIcon $tone={tone}>
        <Icon />
      </StyledIcon>
      <StyledBody>
        {title && <StyledTitle $tone={tone}>{title}</StyledTitle>}
        {children}
      </StyledBody>
      {onDismiss && (
        <StyledDismiss type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon size={18} />
        </StyledDismiss>
      )}
    </StyledAlert>
  );
}
