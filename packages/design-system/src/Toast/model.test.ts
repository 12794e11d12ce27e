import { describe, expect, it } from 'vitest';
import {
  addToast,
  DEFAULT_TOAST_DURATION,
  dismissToast,
  expireToasts,
  nextExpiry,
  pauseToast,
  resumeToast,
} from './model';
import type { QueuedToast } from './model';

const toast = (id: string, remaining: number, runningSince: number | null): QueuedToast => ({
  id,
  tone: 'info',
  message: `Message ${id}`,
  remaining,
  runningSince,
});

const ids = (queue: QueuedToast[]) => queue.map((t) => t.id);

describe('addToast', () => {
  it.each([
    { name: 'default duration', duration: undefined, remaining: DEFAULT_TOAST_DURATION },
    { name: 'custom duration', duration: 1500, remaining: 1500 },
    { name: 'zero stays until dismissed', duration: 0, remaining: Infinity },
    { name: 'Infinity stays until dismissed', duration: Infinity, remaining: Infinity },
  ])('$name', ({ duration, remaining }) => {
    const [added] = addToast([], { id: 'a', tone: 'success', message: 'Saved', duration }, 100);
    expect(added).toEqual({
      id: 'a',
      tone: 'success',
      message: 'Saved',
      remaining,
      runningSince: 100,
    });
  });

  it.each([
    { before: [], max: 3, expected: ['new'] },
    { before: ['a', 'b'], max: 3, expected: ['a', 'b', 'new'] },
    { before: ['a', 'b', 'c'], max: 3, expected: ['b', 'c', 'new'] },
    { before: ['a', 'b', 'c'], max: 1, expected: ['new'] },
  ])('after $before with max $max → $expected', ({ before, max, expected }) => {
    const queue = before.map((id) => toast(id, 4000, 0));
    const next = addToast(queue, { id: 'new', tone: 'info', message: 'Hi' }, 0, max);
    expect(ids(next)).toEqual(expected);
  });
});

describe('dismissToast', () => {
  it.each([
    { id: 'b', expected: ['a', 'c'] },
    { id: 'a', expected: ['b', 'c'] },
    { id: 'missing', expected: ['a', 'b', 'c'] },
  ])('dismiss $id → $expected', ({ id, expected }) => {
    const queue = ['a', 'b', 'c'].map((x) => toast(x, 4000, 0));
    expect(ids(dismissToast(queue, id))).toEqual(expected);
  });
});

describe('expireToasts', () => {
  const queue = [
    toast('a', 1000, 0),
    toast('b', 4000, 0),
    toast('c', 500, null),
    toast('d', Infinity, 0),
  ];
  it.each([
    { now: 0, expected: ['a', 'b', 'c', 'd'] },
    { now: 999, expected: ['a', 'b', 'c', 'd'] },
    { now: 1000, expected: ['b', 'c', 'd'] },
    { now: 4000, expected: ['c', 'd'] },
    { now: 1_000_000, expected: ['c', 'd'] },
  ])('at $now ms → $expected', ({ now, expected }) => {
    expect(ids(expireToasts(queue, now))).toEqual(expected);
  });
});

describe('pause and resume', () => {
  it.each([
    {
      name: 'pausing keeps the time left',
      steps: [['pause', 1500]] as const,
      expected: { remaining: 2500, runningSince: null },
    },
    {
      name: 'resuming restarts the clock with the time left',
      steps: [
        ['pause', 1500],
        ['resume', 9000],
      ] as const,
      expected: { remaining: 2500, runningSince: 9000 },
    },
    {
      name: 'pausing twice does not count the pause',
      steps: [
        ['pause', 1000],
        ['pause', 3000],
      ] as const,
      expected: { remaining: 3000, runningSince: null },
    },
    {
      name: 'resuming a running toast changes nothing',
      steps: [['resume', 2000]] as const,
      expected: { remaining: 4000, runningSince: 0 },
    },
  ])('$name', ({ steps, expected }) => {
    let queue = [toast('a', 4000, 0)];
    for (const [step, now] of steps) {
      queue = step === 'pause' ? pauseToast(queue, 'a', now) : resumeToast(queue, 'a', now);
    }
    expect(queue[0]).toMatchObject(expected);
  });
});

describe('nextExpiry', () => {
  it.each([
    { name: 'empty', queue: [], expected: null },
    {
      name: 'soonest running',
      queue: [toast('a', 4000, 0), toast('b', 1000, 500)],
      expected: 1500,
    },
    { name: 'paused ignored', queue: [toast('a', 100, null), toast('b', 4000, 0)], expected: 4000 },
    {
      name: 'only sticky or paused',
      queue: [toast('a', Infinity, 0), toast('b', 10, null)],
      expected: null,
    },
  ])('$name → $expected', ({ queue, expected }) => {
    expect(nextExpiry(queue)).toBe(expected);
  });
});
