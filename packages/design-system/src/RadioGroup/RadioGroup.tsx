import { useId } from 'react';
import {
  StyledDescription,
  StyledError,
  StyledFieldset,
  StyledLegend,
  StyledOption,
  StyledOptionLabel,
  StyledOptions,
  StyledRadio,
} from './RadioGroup.styles';

export interface RadioOption {
  /** Value reported to `onChange` when this option is chosen. */
  value: string;
  /** Visible text of the option. */
  label: string;
  /** Makes this option unselectable. */
  disabled?: boolean;
  /** Secondary text under the option label. */
  description?: string;
}

export interface RadioGroupProps {
  /** Question the group answers, shown as the fieldset legend. */
  label: string;
  /** Shared `name` of the native radios (arrow keys move between radios of one name). */
  name: string;
  /** The options, in display order. */
  options: RadioOption[];
  /** The value of the selected option. */
  value: string;
  /** Receives the value of the newly selected option. */
  onChange: (value: string) => void;
  /** Lay the options out in a row or a column. */
  orientation?: 'horizontal' | 'vertical';
  /** Error message under the group. */
  error?: string;
}

/** A set of mutually exclusive choices: a fieldset of native radio buttons. */
export function RadioGroup({
  label,
  name,
  options,
  value,
  onChange,
  orientation = 'vertical',
  error,
}: RadioGroupProps) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  return (
    <StyledFieldset aria-describedby={error ? errorId : undefined}>
      <StyledLegend>{label}</StyledLegend>
      <StyledOptions $orientation={orientation}>
        {options.map((option, index) => {
          const optionId = `${baseId}-${index}`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          return (
            <StyledOption key={option.value}>
              <StyledRadio
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={option.value === value}
                disabled={option.disabled}
                aria-describedby={descriptionId}
                onChange={() => onChange(option.value)}
              />
              <StyledOptionLabel htmlFor={optionId} $disabled={Boolean(option.disabled)}>
                {option.label}
              </StyledOptionLabel>
              {option.description && (
                <StyledDescription id={descriptionId}>{option.description}</StyledDescription>
              )}
            </StyledOption>
          );
        })}
      </StyledOptions>
      {error && <StyledError id={errorId}>{error}</StyledError>}
    </StyledFieldset>
  );
}
