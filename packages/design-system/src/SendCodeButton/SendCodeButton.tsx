import { useEffect, useRef, useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { Button } from '../Button';
import type { ButtonSize, ButtonVariant } from '../Button';
import { remainingSeconds } from './model';
import { StyledNotice, StyledSendCode } from './SendCodeButton.styles';

export interface SendCodeButtonLabels {
  /** Text before the first send. */
  send: string;
  /** Text once the countdown is over. */
  resend: string;
  /** Text while the countdown runs, from the whole seconds left. */
  countdown: (seconds: number) => string;
  /** Notice shown for a while after each successful send. */
  sent: string;
}

const defaultLabels: SendCodeButtonLabels = {
  send: 'Send code',
  resend: 'Resend code',
  countdown: (seconds) => `Resend in ${seconds}s`,
  sent: 'A new code has been sent',
};

export interface SendCodeButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'onClick' | 'children' | 'type'
> {
  /** Sends the code; while its promise is pending the button is busy. A rejection starts no countdown. */
  onSend: () => Promise<void> | void;
  /** Disables the button, e.g. until a phone number is entered. */
  disabled?: boolean;
  /** Length of the wait after a successful send, in seconds. */
  seconds?: number;
  /** How long the "new code sent" notice stays, in milliseconds. */
  noticeMs?: number;
  /** Visible words; English defaults. */
  labels?: Partial<SendCodeButtonLabels>;
  /**
   * When a code was already sent before the button mounted (ms since the epoch), e.g. on the
   * previous page: the button offers to resend and counts down from that moment. Read on mount.
   */
  sentAt?: number;
  /** Visual weight of the button. */
  variant?: ButtonVariant;
  /** Height of the button. */
  size?: ButtonSize;
}

/** Sends a verification code, then waits out a countdown before it can resend. */
export function SendCodeButton({
  onSend,
  disabled = false,
  seconds = 30,
  noticeMs = 4000,
  labels: labelOverrides,
  variant = 'secondary',
  size = 'md',
  sentAt,
  ...rest
}: SendCodeButtonProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const [pending, setPending] = useState(false);
  const [sentOnce, setSentOnce] = useState(sentAt !== undefined);
  const [startedAt, setStartedAt] = useState<number | null>(sentAt ?? null);
  const [now, setNow] = useState(() => (sentAt === undefined ? 0 : Date.now()));
  // Which send the notice belongs to; 0 hides it. A new send restarts the notice's time.
  const [noticeFor, setNoticeFor] = useState(0);
  const sends = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const left = startedAt === null ? 0 : remainingSeconds(startedAt, seconds, now);
  const counting = left > 0;

  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (remainingSeconds(startedAt, seconds, current) === 0) {
        setStartedAt(null);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [startedAt, seconds]);

  useEffect(() => {
    if (noticeFor === 0) return;
    const timer = window.setTimeout(() => setNoticeFor(0), noticeMs);
    return () => window.clearTimeout(timer);
  }, [noticeFor, noticeMs]);

  const send = async () => {
    if (pending || counting || disabled) return;
    setPending(true);
    try {
      await onSend();
    } catch {
      if (mounted.current) setPending(false);
      return;
    }
    if (!mounted.current) return;
    const started = Date.now();
    setPending(false);
    setSentOnce(true);
    setNow(started);
    setStartedAt(started);
    sends.current += 1;
    setNoticeFor(sends.current);
  };

  const text = counting ? labels.countdown(left) : sentOnce ? labels.resend : labels.send;

  return (
    <StyledSendCode>
      <Button
        {...rest}
        variant={variant}
        size={size}
        disabled={disabled || counting}
        loading={pending}
        onClick={() => void send()}
      >
        {text}
      </Button>
      <StyledNotice role="status">{noticeFor !== 0 ? labels.sent : ''}</StyledNotice>
    </StyledSendCode>
  );
}
