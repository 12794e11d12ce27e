import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../internal/Spinner';
import { StyledButton, StyledIcon, StyledLabel } from './Button.styles';
import type { ButtonSize, ButtonVariant } from './Button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: `primary` for the main action, `danger` for destructive ones. */
  variant?: ButtonVariant;
  /** Height and padding. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /**
   * Shows a spinner and marks the button `aria-busy` and `aria-disabled` while an action runs: it
   * ignores clicks (and a form's Enter) but keeps the keyboard focus.
   */
  loading?: boolean;
  /** Decorative icon shown before the label. */
  icon?: ReactNode;
}

/** A busy button's click, or the click a form's Enter makes on it, does nothing. */
function ignoreWhileBusy(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

/** A button for actions; defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  icon,
  type = 'button',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      // A busy button stays focusable: a disabled one would drop the focus to the page, and a
      // keyboard user would start over from the top once the action ends.
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? ignoreWhileBusy : onClick}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {loading ? <Spinner /> : icon ? <StyledIcon aria-hidden="true">{icon}</StyledIcon> : null}
      {children !== undefined && children !== null && <StyledLabel>{children}</StyledLabel>}
    </StyledButton>
  );
}
