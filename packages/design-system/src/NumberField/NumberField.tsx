import { useId } from 'react';
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { FormField } from '../FormField';
import { sanitizeNumberInput, sanitizedNumberCaret } from './model';
import { StyledControl, StyledInput, StyledUnit } from './NumberField.styles';

export interface NumberFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'prefix' | 'children'
> {
  /** Visible label, also the accessible name of the input. */
  label: string;
  /** The number as typed: digits and at most one decimal point. */
  value: string;
  /** Receives the new value with everything but digits and one decimal point dropped. */
  onChange: (value: string) => void;
  /** Whether one decimal point is accepted; `false` keeps digits only. */
  allowDecimal?: boolean;
  /** Most digits kept after the decimal point; unlimited when absent. */
  maxDecimals?: number;
  /** Keep zeros typed at the start ("007"), for codes and factors where they matter. */
  keepLeadingZeros?: boolean;
  /** Unit shown after the number inside the field, e.g. "kg", "cm", "CNY". */
  unit?: string;
  /** Helper text under the field. */
  hint?: string;
  /** Error message under the field; marks the input `aria-invalid`. */
  error?: string;
  /** Shows a required mark after the label and sets `aria-required`. */
  required?: boolean;
}

/** A text input for amounts and measures that keeps only digits and one decimal point. */
export function NumberField({
  label,
  value,
  onChange,
  allowDecimal = true,
  maxDecimals,
  keepLeadingZeros = false,
  unit,
  hint,
  error,
  required,
  id,
  className,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: NumberFieldProps) {
  const unitId = useId();
  const rules = { allowDecimal, maxDecimals, keepLeadingZeros };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value;
    const next = sanitizeNumberInput(raw, rules);
    if (next !== raw) {
      // Written here, caret included: left to React a dropped character sends the caret to the end.
      const caret =
        input.selectionStart === null
          ? null
          : sanitizedNumberCaret(raw, input.selectionStart, rules);
      input.value = next;
      if (caret !== null) input.setSelectionRange(caret, caret);
    }
    if (next !== value) onChange(next);
  };

  const describedBy = [ariaDescribedBy, unit ? unitId : undefined].filter(Boolean).join(' ');

  return (
    <FormField
      htmlFor={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      describedBy={describedBy || undefined}
      className={className}
    >
      {(control) => (
        <StyledControl $invalid={control.invalid} $disabled={Boolean(disabled)}>
          <StyledInput
            type="text"
            inputMode={allowDecimal && maxDecimals !== 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            {...inputProps}
            id={control.id}
            value={value}
            disabled={disabled}
            onChange={handleChange}
            aria-invalid={control.invalid || undefined}
            aria-required={control.required || undefined}
            aria-describedby={control.describedBy}
          />
          {unit && <StyledUnit id={unitId}>{unit}</StyledUnit>}
        </StyledControl>
      )}
    </FormField>
  );
}
