import { useCallback, useEffect, useId, useRef } from 'react';
import type { ComponentPropsWithRef, Ref } from 'react';
import {
  StyledCheckbox,
  StyledCheckboxField,
  StyledCheckboxLabel,
  StyledDescription,
  StyledError,
} from './Checkbox.styles';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** Visible text beside the box, also its accessible name. */
  label: string;
  /** Secondary text under the label. */
  description?: string;
  /** Shows the mixed state ("some selected"); the box reads as `mixed` to screen readers. */
  indeterminate?: boolean;
  /** Error message under the label; marks the box `aria-invalid`. */
  error?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A native checkbox with its label, an optional description and error, and a mixed state. */
export function Checkbox({
  label,
  description,
  indeterminate = false,
  error,
  id,
  className,
  disabled,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inner = useRef<HTMLInputElement | null>(null);
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;

  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      if (node) node.indeterminate = indeterminate;
      assignRef(ref, node);
    },
    // The mixed state is synced by the effect; the ref only needs the node.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ref],
  );

  const describedBy = [ariaDescribedBy, descriptionId, errorId].filter(Boolean).join(' ');

  return (
    <StyledCheckboxField className={className}>
      <StyledCheckbox
        type="checkbox"
        {...inputProps}
        ref={setRef}
        id={inputId}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        $invalid={Boolean(error)}
      />
      <StyledCheckboxLabel htmlFor={inputId} $disabled={Boolean(disabled)}>
        {label}
      </StyledCheckboxLabel>
      {description && <StyledDescription id={descriptionId}>{description}</StyledDescription>}
      {error && <StyledError id={errorId}>{error}</StyledError>}
    </StyledCheckboxField>
  );
}
