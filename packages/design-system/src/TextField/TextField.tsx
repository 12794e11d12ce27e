import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField } from '../FormField';
import { StyledAdornment, StyledControl, StyledInput } from '../internal/Field.styles';

export interface TextFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'prefix' | 'children'
> {
  /** Visible label, also the accessible name of the input. */
  label: string;
  /** Helper text under the field. */
  hint?: string;
  /** Error message under the field; marks the input `aria-invalid`. */
  error?: string;
  /** Shows a required mark after the label and sets `aria-required`. */
  required?: boolean;
  /** Content inside the field before the input (an icon, a unit). */
  prefix?: ReactNode;
  /** Content inside the field after the input (an icon, a unit, a small button). */
  suffix?: ReactNode;
  /** Shown at the right under the input, describing it: a `LengthCounter`. */
  aside?: ReactNode;
}

/** A labelled single-line text input; the ref and native props go to the `<input>`. */
export function TextField({
  label,
  hint,
  error,
  required,
  prefix,
  suffix,
  id,
  className,
  disabled,
  aside,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
  return (
    <FormField
      htmlFor={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      describedBy={ariaDescribedBy}
      aside={aside}
      className={className}
    >
      {(control) => (
        <StyledControl $invalid={control.invalid} $disabled={Boolean(disabled)}>
          {prefix && <StyledAdornment>{prefix}</StyledAdornment>}
          <StyledInput
            id={control.id}
            disabled={disabled}
            aria-invalid={control.invalid || undefined}
            aria-required={control.required || undefined}
            aria-describedby={control.describedBy}
            {...inputProps}
          />
          {suffix && <StyledAdornment>{suffix}</StyledAdornment>}
        </StyledControl>
      )}
    </FormField>
  );
}
