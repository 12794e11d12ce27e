import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import {
  StyledDescription,
  StyledSwitch,
  StyledToggleField,
  StyledToggleLabel,
} from './Toggle.styles';

export interface ToggleProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'onChange' | 'children' | 'role' | 'type' | 'value'
> {
  /** Visible text beside the switch, also its accessible name. */
  label: string;
  /** Secondary text under the label. */
  description?: string;
  /** Whether the switch is on. */
  checked: boolean;
  /** Receives the new state when the user flips the switch. */
  onChange: (checked: boolean) => void;
  /** Shows the switch but ignores clicks and keys. */
  disabled?: boolean;
}

/** An on/off switch for a setting that applies at once (`role="switch"`). */
export function Toggle({
  label,
  description,
  checked,
  onChange,
  disabled,
  id,
  className,
  onClick,
  'aria-describedby': ariaDescribedBy,
  ...buttonProps
}: ToggleProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = description ? `${switchId}-description` : undefined;
  const describedBy = [ariaDescribedBy, descriptionId].filter(Boolean).join(' ');
  return (
    <StyledToggleField className={className}>
      <StyledToggleLabel htmlFor={switchId} $disabled={Boolean(disabled)}>
        {label}
      </StyledToggleLabel>
      <StyledSwitch
        {...buttonProps}
        type="button"
        role="switch"
        id={switchId}
        aria-checked={checked}
        aria-describedby={describedBy || undefined}
        disabled={disabled}
        $checked={checked}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) onChange(!checked);
        }}
      />
      {description && <StyledDescription id={descriptionId}>{description}</StyledDescription>}
    </StyledToggleField>
  );
}
