import type { ReactNode } from 'react';
import {
  StyledError,
  StyledField,
  StyledHint,
  StyledLabel,
  StyledRequiredMark,
} from './Field.styles';

/** Ids of the hint and error texts of a field, for `aria-describedby`. */
export function fieldMessageIds(id: string, hint?: string, error?: string, extra?: string) {
  const ids = [extra, hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined];
  return ids.filter(Boolean).join(' ') || undefined;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

/** Label above, control, then hint and error below: the layout every form field shares. */
export function Field({ id, label, hint, error, required, children, className }: FieldProps) {
  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={id}>
        {label}
        {required && <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark>}
      </StyledLabel>
      {children}
      {hint && <StyledHint id={`${id}-hint`}>{hint}</StyledHint>}
      {error && <StyledError id={`${id}-error`}>{error}</StyledError>}
    </StyledField>
  );
}
