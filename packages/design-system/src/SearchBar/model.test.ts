import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './model';

type Step = { at: number; call?: string; cancel?: true };

describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each<{
    name: string;
    steps: Step[];
    until: number;
    expected: [number, string][];
    stillPending?: true;
  }>([
    {
      name: 'one call acts after the delay',
      steps: [{ at: 0, call: 'a' }],
      until: 1000,
      expected: [[500, 'a']],
    },
    {
      name: 'nothing before the delay',
      steps: [{ at: 0, call: 'a' }],
      until: 499,
      expected: [],
      stillPending: true,
    },
    {
      name: 'typing resets the wait; only the last value acts',
      steps: [
        { at: 0, call: 'J' },
        { at: 200, call: 'JY' },
        { at: 400, call: 'JY1' },
      ],
      until: 2000,
      expected: [[900, 'JY1']],
    },
    {
      name: 'pauses longer than the delay act each time',
      steps: [
        { at: 0, call: 'a' },
        { at: 600, call: 'ab' },
      ],
      until: 2000,
      expected: [
        [500, 'a'],
        [1100, 'ab'],
      ],
    },
    {
      name: 'cancel drops the waiting call',
      steps: [
        { at: 0, call: 'a' },
        { at: 300, cancel: true },
      ],
      until: 2000,
      expected: [],
    },
    {
      name: 'a call after cancel waits afresh',
      steps: [
        { at: 0, call: 'a' },
        { at: 100, cancel: true },
        { at: 200, call: 'b' },
      ],
      until: 2000,
      expected: [[700, 'b']],
    },
  ])('$name', ({ steps, until, expected, stillPending = false }) => {
    const seen: [number, string][] = [];
    const debouncer = createDebouncer((value: string) => seen.push([Date.now(), value]));
    const start = Date.now();
    for (const step of steps) {
      vi.advanceTimersByTime(start + step.at - Date.now());
      if (step.call !== undefined) debouncer.call(step.call, 500);
      if (step.cancel) debouncer.cancel();
    }
    vi.advanceTimersByTime(start + until - Date.now());
    expect(seen.map(([at, value]) => [at - start, value])).toEqual(expected);
    expect(debouncer.pending()).toBe(stillPending);
  });
});
