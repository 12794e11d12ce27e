import { StyledLengthCounter } from './LengthCounter.styles';
import { StyledVisuallyHidden } from '../internal/VisuallyHidden';

export interface LengthCounterProps {
  /** Characters the value holds now. */
  count: number;
  /** Most characters the value may hold. */
  limit: number;
  /** What screen readers hear instead of "12/64", e.g. "12 of 64 characters used". */
  label: string;
}

/**
 * "12/64" under a text field with a length limit (its `aside`): warning once full, error once
 * over. It cuts nothing off: a value over the limit stays, for the form to say what is wrong.
 */
export function LengthCounter({ count, limit, label }: LengthCounterProps) {
  const state = count > limit ? 'over' : count === limit ? 'full' : 'room';
  return (
    <StyledLengthCounter $state={state}>
      <span aria-hidden="true">
        {count}/{limit}
      </span>
      <StyledVisuallyHidden>{label}</StyledVisuallyHidden>
    </StyledLengthCounter>
  );
}
