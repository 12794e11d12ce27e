import { useId, useState } from 'react';
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { FormField } from '../FormField';
import { StyledCounter, StyledTextArea, StyledVisuallyHidden } from './TextArea.styles';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** Visible label, also the accessible name of the text area. */
  label: string;
  /** Helper text under the field. */
  hint?: string;
  /** Error message under the field; marks the text area `aria-invalid`. */
  error?: string;
  /** Shows a required mark after the label and sets `aria-required`. */
  required?: boolean;
  /** Most characters accepted; shows a live "12/200" counter under the text area. */
  maxLength?: number;
  /** What screen readers hear for the counter, from the count and the limit. */
  counterLabel?: (count: number, max: number) => string;
  /** Height in rows when empty; the text area grows with its content from here. */
  minRows?: number;
  /** Height in rows at which the text area stops growing and scrolls. */
  maxRows?: number;
}

const defaultCounterLabel = (count: number, max: number) => `${count} of ${max} characters used`;

const lengthOf = (value: unknown) =>
  typeof value === 'string' ? value.length : Array.isArray(value) ? value.join(',').length : 0;

/** A labelled multi-line text input that grows with its content, with an optional counter. */
export function TextArea({
  label,
  hint,
  error,
  required,
  maxLength,
  counterLabel = defaultCounterLabel,
  minRows = 3,
  maxRows = 8,
  id,
  className,
  value,
  defaultValue,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...textAreaProps
}: TextAreaProps) {
  const counterId = useId();
  const [typedLength, setTypedLength] = useState(() => lengthOf(defaultValue));
  const count = value === undefined ? typedLength : lengthOf(value);
  const hasCounter = maxLength !== undefined;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  const describedBy = [ariaDescribedBy, hasCounter ? counterId : undefined].filter(Boolean);

  return (
    <FormField
      htmlFor={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      describedBy={describedBy.join(' ') || undefined}
      className={className}
    >
      {(control) => (
        <>
          <StyledTextArea
            rows={minRows}
            {...textAreaProps}
            id={control.id}
            value={value}
            defaultValue={defaultValue}
            maxLength={maxLength}
            onChange={handleChange}
            aria-invalid={control.invalid || undefined}
            aria-required={control.required || undefined}
            aria-describedby={control.describedBy}
            $invalid={control.invalid}
            $minRows={minRows}
            $maxRows={maxRows}
          />
          {hasCounter && (
            <StyledCounter id={counterId} $full={count >= maxLength}>
              <span aria-hidden="true">
                {count}/{maxLength}
              </span>
              <StyledVisuallyHidden>{counterLabel(count, maxLength)}</StyledVisuallyHidden>
            </StyledCounter>
          )}
        </>
      )}
    </FormField>
  );
}
