export { ProgressTracker, defaultProgressTrackerLabels } from './ProgressTracker';
export type { ProgressTrackerLabels, ProgressTrackerProps } from './ProgressTracker';
export { progressStages } from './model';
export type { ProgressStage, StageState } from './model';
