import { CheckMarkIcon } from '../internal/CheckMarkIcon';
import { StyledVisuallyHidden } from '../internal/VisuallyHidden';
import { stepStates } from './model';
import {
  StyledDescription,
  StyledLabel,
  StyledList,
  StyledMarker,
  StyledStep,
  StyledText,
} from './Stepper.styles';

export interface StepperStep {
  /** Stable identifier, compared with `current`. */
  key: string;
  /** Name of the step. */
  label: string;
  /** A short line under the label. */
  description?: string;
}

export interface StepperLabels {
  /** Status announced for steps before the current one. */
  completed: string;
  /** Status announced for the current step. */
  current: string;
  /** Status announced for steps after the current one. */
  upcoming: string;
  /** Accessible name of the list of steps. */
  list: string;
}

export const defaultStepperLabels: StepperLabels = {
  completed: 'Completed',
  current: 'Current',
  upcoming: 'Upcoming',
  list: 'Progress',
};

export interface StepperProps {
  /** The steps, in order. */
  steps: StepperStep[];
  /** Key of the current step; earlier steps show as completed. */
  current: string;
  /** Words announced or shown; English defaults. */
  labels?: Partial<StepperLabels>;
}

/** The steps of a wizard in a row, showing which are done, which is current and which are next. */
export function Stepper({ steps, current, labels }: StepperProps) {
  const words = { ...defaultStepperLabels, ...labels };
  const states = stepStates(
    steps.map((step) => step.key),
    current,
  );
  return (
    <StyledList aria-label={words.list}>
      {steps.map((step, index) => {
        const state = states[index] ?? 'upcoming';
        return (
          <StyledStep
            key={step.key}
            $state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <StyledMarker $state={state} aria-hidden="true">
              {state === 'completed' ? <CheckMarkIcon size={16} strokeWidth={2.5} /> : index + 1}
            </StyledMarker>
            <StyledText>
              <StyledLabel $state={state}>
                {step.label}
                <StyledVisuallyHidden> ({words[state]})</StyledVisuallyHidden>
              </StyledLabel>
              {step.description && <StyledDescription>{step.description}</StyledDescription>}
            </StyledText>
          </StyledStep>
        );
      })}
    </StyledList>
  );
}
