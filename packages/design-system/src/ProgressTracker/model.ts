/** The stages of an order's journey, in order. */
export const progressStages = ['packing', 'packed', 'shipped', 'delivered'] as const;

export type ProgressStage = (typeof progressStages)[number];

/** Whether a stage has been reached, is the one reached last, or lies ahead. */
export type StageState = 'reached' | 'current' | 'upcoming';

/** The state of every stage, in order, for an order at `stage`. */
export function stageStates(stage: ProgressStage): StageState[] {
  const at = progressStages.indexOf(stage);
  return progressStages.map((_, i) => (i < at ? 'reached' : i === at ? 'current' : 'upcoming'));
}
