import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import styled from 'styled-components';
import { OtpField, SendCodeButton, theme } from '@jiyun/design-system';
import { NEW_CODE_NOTICE_MS, OTP_CODE_LENGTH, OTP_RESEND_SECONDS } from '@jiyun/domain';
import { useSendCodeLabels } from './use-send-code-labels';
import './resources';

const StyledCodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};
`;

export interface CodeEntryProps<Values extends FieldValues> {
  /** The form the code field belongs to, and the field's name in it. */
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  /** What is wrong with the code, in words. */
  error?: string;
  required?: boolean;
  /** While the form is busy: neither the field nor the button takes input. */
  disabled?: boolean;
  /** Texts a code; rejects when it could not (the page says why). */
  onSend: () => Promise<void>;
  /** The button alone is off (no phone to send to yet). */
  sendDisabled?: boolean;
  /** When the last code was sent (ms), for the resend countdown; undefined before any. */
  sentAt: number | undefined;
}

/**
 * A verification code as the forms ask for it: the 6-digit field, and beside it the button that
 * texts a code and counts down to the next one (the member, bank account and phone changes).
 */
export function CodeEntry<Values extends FieldValues>({
  control,
  name,
  label,
  error,
  required,
  disabled = false,
  onSend,
  sendDisabled = false,
  sentAt,
}: CodeEntryProps<Values>) {
  const labels = useSendCodeLabels();
  return (
    <StyledCodeRow>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <OtpField
            label={label}
            name={name}
            required={required}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            length={OTP_CODE_LENGTH}
            error={error}
            disabled={disabled}
          />
        )}
      />
      <SendCodeButton
        onSend={onSend}
        disabled={disabled || sendDisabled}
        sentAt={sentAt}
        seconds={OTP_RESEND_SECONDS}
        noticeMs={NEW_CODE_NOTICE_MS}
        labels={labels}
      />
    </StyledCodeRow>
  );
}
