import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { FormField } from '../FormField';
import { sanitizeOtp } from './model';
import { StyledControl, StyledOtpInput } from './OtpField.styles';

export interface OtpFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'prefix' | 'children' | 'maxLength'
> {
  /** Visible label, also the accessible name of the input. */
  label: string;
  /** The code typed so far. */
  value: string;
  /** Receives the code with everything else dropped and cut to `length`. */
  onChange: (value: string) => void;
  /** Called with the code once it has `length` characters. */
  onComplete?: (code: string) => void;
  /** Number of characters of a full code. */
  length?: number;
  /** Accept digits only; false also accepts letters. */
  digitsOnly?: boolean;
  /** Helper text under the field. */
  hint?: string;
  /** Error message under the field; marks the input `aria-invalid`. */
  error?: string;
  /** Shows a required mark after the label and sets `aria-required`. */
  required?: boolean;
}

/** One input for a verification code; the phone can fill it from the SMS (one-time-code). */
export function OtpField({
  label,
  value,
  onChange,
  onComplete,
  length = 6,
  digitsOnly = true,
  hint,
  error,
  required,
  id,
  className,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: OtpFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeOtp(event.target.value, length, digitsOnly);
    if (next === value) {
      event.target.value = next;
      return;
    }
    onChange(next);
    if (next.length === length) onComplete?.(next);
  };

  return (
    <FormField
      htmlFor={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      describedBy={ariaDescribedBy}
      className={className}
    >
      {(control) => (
        <StyledControl $invalid={control.invalid} $disabled={Boolean(disabled)}>
          <StyledOtpInput
            type="text"
            inputMode={digitsOnly ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            spellCheck={false}
            {...inputProps}
            id={control.id}
            value={value}
            disabled={disabled}
            onChange={handleChange}
            aria-invalid={control.invalid || undefined}
            aria-required={control.required || undefined}
            aria-describedby={control.describedBy}
          />
        </StyledControl>
      )}
    </FormField>
  );
}
