import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FormField } from '../FormField';
import {
  StyledAdornment,
  StyledControl,
  StyledInput,
  StyledLengthCounter,
} from '../internal/Field.styles';
import { StyledVisuallyHidden } from '../internal/VisuallyHidden';

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
  /**
   * Most characters the value may hold: shows a live "12/64" counter under the input (warning
   * once full, error once over). Nothing typed or scanned is cut off: a value over the limit
   * stays, for the form to say what is wrong. Counts the controlled `value`.
   */
  lengthLimit?: number;
  /** What screen readers hear for the counter, from the count and the limit. */
  counterLabel?: (count: number, limit: number) => string;
}

const defaultCounterLabel = (count: number, limit: number) =>
  `${count} of ${limit} characters used`;

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
  lengthLimit,
  counterLabel = defaultCounterLabel,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const counterId = useId();
  const count = typeof inputProps.value === 'string' ? inputProps.value.length : 0;
  const counterState =
    lengthLimit === undefined
      ? null
      : count > lengthLimit
        ? 'over'
        : count === lengthLimit
          ? 'full'
          : 'room';
  const describedBy = [ariaDescribedBy, counterState ? counterId : undefined].filter(Boolean);
  return (
    <FormField
      htmlFor={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      describedBy={describedBy.join(' ') || undefined}
      aside={
        counterState &&
        lengthLimit !== undefined && (
          <StyledLengthCounter id={counterId} $state={counterState}>
            <span aria-hidden="true">
              {count}/{lengthLimit}
            </span>
            <StyledVisuallyHidden>{counterLabel(count, lengthLimit)}</StyledVisuallyHidden>
          </StyledLengthCounter>
        )
      }
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
