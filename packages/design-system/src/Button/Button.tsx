import type { ComponentPropsWithRef, ReactNode } from 'react';
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
  /** Shows a spinner, disables the button and marks it `aria-busy` while an action runs. */
  loading?: boolean;
  /** Decorative icon shown before the label. */
  icon?: ReactNode;
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
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
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
