import type { ReactNode } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons';
import { StyledNoticeBody, StyledNoticeDismiss, StyledNoticeIcon } from './Notice.styles';

/** The four tones Alert and Toast share: their colours are the tokens of the same names. */
export type NoticeTone = 'error' | 'warning' | 'success' | 'info';

const icons = {
  error: ErrorIcon,
  warning: WarningIcon,
  success: SuccessIcon,
  info: InfoIcon,
} satisfies Record<NoticeTone, unknown>;

/**
 * The inside of an Alert or a Toast: the tone's icon, the body, and a dismiss button when
 * `onDismiss` is given. The frame around it (border, background, role) is each one's own.
 */
export function NoticeContent({
  tone,
  children,
  onDismiss,
  dismissLabel,
}: {
  tone: NoticeTone;
  children: ReactNode;
  onDismiss?: () => void;
  dismissLabel: string;
}) {
  const Icon = icons[tone];
  return (
    <>
      <StyledNoticeIcon $tone={tone}>
        <Icon />
      </StyledNoticeIcon>
      <StyledNoticeBody>{children}</StyledNoticeBody>
      {onDismiss && (
        <StyledNoticeDismiss type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon size={18} />
        </StyledNoticeDismiss>
      )}
    </>
  );
}
