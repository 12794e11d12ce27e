import { CheckMarkIcon } from '../internal/CheckMarkIcon';
import { progressStages, stageStates } from './model';
import type { ProgressStage } from './model';
import { StyledLabel, StyledList, StyledMarker, StyledStage } from './ProgressTracker.styles';

export interface ProgressTrackerLabels {
  /** Name of the first stage. */
  packing: string;
  /** Name of the second stage. */
  packed: string;
  /** Name of the third stage. */
  shipped: string;
  /** Name of the last stage. */
  delivered: string;
  /** Accessible summary of the tracker; `{stage}` is replaced by the current stage's name. */
  summary: string;
}

export const defaultProgressTrackerLabels: ProgressTrackerLabels = {
  packing: 'Packing',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  summary: 'Order progress: {stage}',
};

export interface ProgressTrackerProps {
  /** The stage the order has reached. */
  stage: ProgressStage;
  /** Words shown or announced; English defaults. */
  labels?: Partial<ProgressTrackerLabels>;
}

/** The order tracker: Packing, Packed, Shipped, Delivered, with the stages reached highlighted. */
export function ProgressTracker({ stage, labels }: ProgressTrackerProps) {
  const words = { ...defaultProgressTrackerLabels, ...labels };
  const states = stageStates(stage);
  return (
    <StyledList aria-label={words.summary.replaceAll('{stage}', words[stage])}>
      {progressStages.map((key, index) => {
        const state = states[index] ?? 'upcoming';
        return (
          <StyledStage
            key={key}
            $state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <StyledMarker $state={state} aria-hidden="true">
              {state !== 'upcoming' && <CheckMarkIcon size={14} strokeWidth={2.5} />}
            </StyledMarker>
            <StyledLabel $state={state}>{words[key]}</StyledLabel>
          </StyledStage>
        );
      })}
    </StyledList>
  );
}
