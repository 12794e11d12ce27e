import { useId } from 'react';
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { Field, fieldMessageIds } from '../internal/Field';
import { StyledControl, StyledInput } from '../internal/Field.styles';
import { sanitizePhoneInput, sanitizedCaret } from './model';
import { StyledCountrySelect } from './PhoneField.styles';

type NativePhoneInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'onChange' | 'type' | 'id' | 'name' | 'disabled' | 'required' | 'placeholder'
>;

/** A calling code and the text its option shows. */
export interface PhoneCountryCodeOption {
  value: string;
  label: string;
}

export interface PhoneFieldProps {
  /** Visible label, also the accessible name of the phone input. */
  label: string;
  /** The phone number (digits and hyphens only). */
  value: string;
  /** Receives the new number, with every character other than digits and hyphens dropped. */
  onChange: (value: string) => void;
  /** The selected country calling code, e.g. `+1`. */
  countryCode: string;
  /** Receives the newly selected country calling code. */
  onCountryCodeChange: (code: string) => void;
  /** Calling codes offered in the prefix select. */
  countryCodes?: string[];
  /**
   * Calling codes with the text their option shows (`+44 United Kingdom`), in place of
   * `countryCodes` when given. The select shows the chosen option's text.
   */
  countryCodeOptions?: readonly PhoneCountryCodeOption[];
  /** Accessible name of the country code select. */
  countryCodeLabel?: string;
  /** Placeholder of the phone input. */
  placeholder?: string;
  /** Error message under the field; marks the input `aria-invalid`. */
  error?: string;
  /** Helper text under the field. */
  hint?: string;
  /** Shows a required mark after the label and sets `aria-required`. */
  required?: boolean;
  /** Disables both the country code select and the phone input. */
  disabled?: boolean;
  /** Name of the phone input (the select is named `${name}CountryCode`). */
  name?: string;
  /** Id of the phone input; generated when absent. */
  id?: string;
  /** Further native props for the phone input, such as `autoComplete` or `ref`. */
  inputProps?: NativePhoneInputProps;
}

/** A phone number input with a country calling code select in front of it. */
export function PhoneField({
  label,
  value,
  onChange,
  countryCode,
  onCountryCodeChange,
  countryCodes = ['+1', '+86'],
  countryCodeOptions,
  countryCodeLabel = 'Country code',
  placeholder = '1234567890',
  error,
  hint,
  required,
  disabled,
  name,
  id,
  inputProps,
}: PhoneFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { 'aria-describedby': extraDescribedBy, ...restInputProps } = inputProps ?? {};

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value;
    const next = sanitizePhoneInput(raw);
    if (next !== raw) {
      // Write the filtered value ourselves, caret included: left to React, a dropped character
      // would put the caret at the end of the number.
      const caret =
        input.selectionStart === null ? null : sanitizedCaret(raw, input.selectionStart);
      input.value = next;
      if (caret !== null) input.setSelectionRange(caret, caret);
    }
    if (next !== value) onChange(next);
  };

  const offered: readonly PhoneCountryCodeOption[] =
    countryCodeOptions ?? countryCodes.map((code) => ({ value: code, label: code }));
  const options = offered.some((option) => option.value === countryCode)
    ? offered
    : [{ value: countryCode, label: countryCode }, ...offered];

  return (
    <Field id={inputId} label={label} hint={hint} error={error} required={required}>
      <StyledControl $invalid={Boolean(error)} $disabled={Boolean(disabled)}>
        <StyledCountrySelect
          aria-label={countryCodeLabel}
          name={name ? `${name}CountryCode` : undefined}
          value={countryCode}
          disabled={disabled}
          onChange={(event) => onCountryCodeChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </StyledCountrySelect>
        <StyledInput
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...restInputProps}
          id={inputId}
          name={name}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          onChange={handleChange}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={fieldMessageIds(inputId, hint, error, extraDescribedBy)}
        />
      </StyledControl>
    </Field>
  );
}
