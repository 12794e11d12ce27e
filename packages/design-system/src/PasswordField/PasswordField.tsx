import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons';
import { TextField } from '../TextField';
import type { TextFieldProps } from '../TextField';
import { StyledToggle } from './PasswordField.styles';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix'> {
  /** Accessible name of the eye button while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the eye button while the password is shown. */
  hideLabel?: string;
}

/** A password input with an eye button that shows or hides what was typed. */
export function PasswordField({
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  disabled,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      suffix={
        <StyledToggle
          type="button"
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </StyledToggle>
      }
    />
  );
}
