import { describe, expect, it } from 'vitest';
import { stageStates } from './model';
import type { ProgressStage, StageState } from './model';

describe('stageStates', () => {
  it.each<{ stage: ProgressStage; expected: StageState[] }>([
    { stage: 'packing', expected: ['current', 'upcoming', 'upcoming', 'upcoming'] },
    { stage: 'packed', expected: ['reached', 'current', 'upcoming', 'upcoming'] },
    { stage: 'shipped', expected: ['reached', 'reached', 'current', 'upcoming'] },
    { stage: 'delivered', expected: ['reached', 'reached', 'reached', 'current'] },
  ])('$stage → $expected', ({ stage, expected }) => {
    expect(stageStates(stage)).toEqual(expected);
  });
});
