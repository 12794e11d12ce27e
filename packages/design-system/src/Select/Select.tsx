import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { Field, fieldMessageIds } from '../internal/Field';
import { ChevronDownIcon } from '../internal/popover/icons';
import { StyledSelect, StyledSelectWrap } from './Select.styles';

export interface SelectOption {
  /** Value submitted and passed to `onChange`. */
  value: string;
  /** Text shown for the option. */
  label: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'children' | 'multiple'
> {
  /** Visible label, also the accessible name of the select. */
  label: string;
  /** The choices, in order. */
  options: SelectOption[];
  /** Text of an empty first option shown while nothing is chosen. */
  placeholder?: string;
  /** Error message under the field; marks the select `aria-invalid`. */
  error?: string;
  /** Helper text under the field. */
  hint?: string;
  /** Shows a required mark after the label and makes the select required. */
  required?: boolean;
}

/** A labelled native `<select>` in the design system's look; ref and native props go to it. */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  required,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const current = selectProps.value ?? selectProps.defaultValue;
  const showsPlaceholder = placeholder !== undefined && (current === undefined || current === '');
  return (
    <Field
      id={selectId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <StyledSelectWrap>
        <StyledSelect
          id={selectId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldMessageIds(selectId, hint, error, ariaDescribedBy)}
          $invalid={Boolean(error)}
          $placeholder={showsPlaceholder}
          {...selectProps}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
        <ChevronDownIcon size={16} />
      </StyledSelectWrap>
    </Field>
  );
}
