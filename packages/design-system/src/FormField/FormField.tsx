import { useId } from 'react';
import type { ReactNode } from 'react';
import { asideId, describedByIds, errorId, hintId } from './model';
import {
  StyledError,
  StyledField,
  StyledAside,
  StyledFoot,
  StyledFootTexts,
  StyledFormLabel,
  StyledHint,
  StyledRequiredMark,
} from './FormField.styles';

/** What a render-prop child receives to wire its control to the field. */
export interface FormFieldControlProps {
  /** Id to put on the control; the label points at it. */
  id: string;
  /** Ids of the hint and error texts, for the control's `aria-describedby`. */
  describedBy: string | undefined;
  /** True when there is an error: set `aria-invalid` on the control. */
  invalid: boolean;
  /** True when the field is required: set `required` or `aria-required` on the control. */
  required: boolean;
}

export interface FormFieldProps {
  /** Visible label, also the accessible name of the control. */
  label: string;
  /** Id of the control when `children` is a plain node; generated when absent. */
  htmlFor?: string;
  /** The control, or a function that receives its `id`, `describedBy`, `invalid` and `required`. */
  children: ReactNode | ((control: FormFieldControlProps) => ReactNode);
  /** Shows a required mark after the label (the control gets `aria-required` via the render prop). */
  required?: boolean;
  /** Helper text under the control. */
  hint?: string;
  /** Error message under the control; the control is described by it and marked invalid. */
  error?: string;
  /** Keeps the label for screen readers only. */
  labelHidden?: boolean;
  /** Ids of more descriptions of the control, read before the hint and error. */
  describedBy?: string;
  /** Shown at the right of the hint and error row (a `LengthCounter`); it describes the control. */
  aside?: ReactNode;
  /** Class name of the wrapper, for layout by a parent styled-component. */
  className?: string;
}

/**
 * The frame every form control shares: a label above, the control, then a hint and an error
 * below, with the ids that tie them together.
 */
export function FormField({
  label,
  htmlFor,
  children,
  required = false,
  hint,
  error,
  labelHidden = false,
  describedBy,
  aside,
  className,
}: FormFieldProps) {
  const generatedId = useId();
  const id = htmlFor ?? generatedId;
  const control =
    typeof children === 'function'
      ? children({
          id,
          describedBy: describedByIds(id, {
            hint: Boolean(hint),
            error: Boolean(error),
            aside: Boolean(aside),
            extra: describedBy,
          }),
          invalid: Boolean(error),
          required,
        })
      : children;
  const texts = (
    <>
      {hint && <StyledHint id={hintId(id)}>{hint}</StyledHint>}
      {error && <StyledError id={errorId(id)}>{error}</StyledError>}
    </>
  );
  return (
    <StyledField className={className}>
      <StyledFormLabel htmlFor={id} $hidden={labelHidden}>
        {label}
        {required && <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark>}
      </StyledFormLabel>
      {control}
      {aside ? (
        <StyledFoot>
          <StyledFootTexts>{texts}</StyledFootTexts>
          <StyledAside id={asideId(id)}>{aside}</StyledAside>
        </StyledFoot>
      ) : (
        texts
      )}
    </StyledField>
  );
}
