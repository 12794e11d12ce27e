export { Stepper, defaultStepperLabels } from './Stepper';
export type { StepperLabels, StepperProps, StepperStep } from './Stepper';
export type { StepState } from './model';
