import { describe, expect, it } from 'vitest';
import { stepStates } from './model';
import type { StepState } from './model';

const wizard = ['main', 'coverage', 'pricing', 'warehouse', 'deposit'];

describe('stepStates', () => {
  it.each<{ keys: string[]; current: string; expected: StepState[] }>([
    {
      keys: wizard,
      current: 'main',
      expected: ['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming'],
    },
    {
      keys: wizard,
      current: 'pricing',
      expected: ['completed', 'completed', 'current', 'upcoming', 'upcoming'],
    },
    {
      keys: wizard,
      current: 'deposit',
      expected: ['completed', 'completed', 'completed', 'completed', 'current'],
    },
    {
      keys: wizard,
      current: 'review',
      expected: ['upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming'],
    },
    { keys: ['only'], current: 'only', expected: ['current'] },
    { keys: [], current: 'main', expected: [] },
  ])('$current of $keys → $expected', ({ keys, current, expected }) => {
    expect(stepStates(keys, current)).toEqual(expected);
  });
});
