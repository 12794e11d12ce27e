import { describe, expect, it } from 'vitest';
import {
  addToast,
  DEFAULT_TOAST_DURATION,
  dismissToast,
  expireToasts,
  holdToast,
  MAX_POINTER_HOLD,
  nextExpiry,
} from './model';
import type { QueuedToast, ToastHold } from './model';

const toast = (
  id: string,
  remaining: number,
  since: number,
  hold: ToastHold | null = null,
  pointerHoldLeft = MAX_POINTER_HOLD,
): QueuedToast => ({
  id,
  tone: 'info',
  message: `Message ${id}`,
  remaining,
  hold,
  pointerHoldLeft,
  since,
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
      hold: null,
      pointerHoldLeft: MAX_POINTER_HOLD,
      since: 100,
    });
  });

  it('takes a smaller pointer allowance when given one', () => {
    const [added] = addToast([], { id: 'a', tone: 'info', message: 'Hi' }, 0, 5, 800);
    expect(added?.pointerHoldLeft).toBe(800);
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
    toast('c', 500, 0, 'focus'),
    toast('d', Infinity, 0),
    toast('e', 500, 0, 'pointer', 2000),
  ];
  it.each([
    { now: 0, expected: ['a', 'b', 'c', 'd', 'e'] },
    { now: 999, expected: ['a', 'b', 'c', 'd', 'e'] },
    { now: 1000, expected: ['b', 'c', 'd', 'e'] },
    { now: 2499, expected: ['b', 'c', 'd', 'e'] },
    { now: 2500, expected: ['b', 'c', 'd'] },
    { now: 4000, expected: ['c', 'd'] },
    { now: 1_000_000, expected: ['c', 'd'] },
  ])('at $now ms → $expected', ({ now, expected }) => {
    expect(ids(expireToasts(queue, now))).toEqual(expected);
  });
});

// A 4 s toast shown at 0 with a 5 s pointer allowance; each step sets what holds it at a moment.
describe('holdToast', () => {
  type Step = readonly [ToastHold | null, number];
  it.each<{ name: string; steps: Step[]; expected: Partial<QueuedToast>; expires: number }>([
    {
      name: 'a pointer resting from 1 s spends the allowance, then the clock runs out',
      steps: [['pointer', 1000]],
      expected: { remaining: 3000, pointerHoldLeft: 5000, hold: 'pointer', since: 1000 },
      expires: 9000,
    },
    {
      name: 'a pointer that leaves after 2 s gives the clock back with 3 s of allowance left',
      steps: [
        ['pointer', 1000],
        [null, 3000],
      ],
      expected: { remaining: 3000, pointerHoldLeft: 3000, hold: null, since: 3000 },
      expires: 6000,
    },
    {
      name: 'coming back spends only what is left of the allowance',
      steps: [
        ['pointer', 1000],
        [null, 3000],
        ['pointer', 4000],
      ],
      expected: { remaining: 2000, pointerHoldLeft: 3000, hold: 'pointer' },
      expires: 9000,
    },
    {
      name: 'a pointer resting past the allowance eats the clock',
      steps: [
        ['pointer', 1000],
        [null, 8000],
      ],
      expected: { remaining: 1000, pointerHoldLeft: 0, hold: null, since: 8000 },
      expires: 9000,
    },
    {
      name: 'focus keeps it as long as the focus stays',
      steps: [['focus', 1000]],
      expected: { remaining: 3000, hold: 'focus' },
      expires: Infinity,
    },
    {
      name: 'focus leaving restarts the clock with the time left',
      steps: [
        ['focus', 1000],
        [null, 60_000],
      ],
      expected: { remaining: 3000, pointerHoldLeft: 5000, hold: null, since: 60_000 },
      expires: 63_000,
    },
    {
      name: 'the same hold twice does not restart anything',
      steps: [
        ['pointer', 1000],
        ['pointer', 3000],
      ],
      expected: { remaining: 3000, pointerHoldLeft: 5000, since: 1000 },
      expires: 9000,
    },
    {
      name: 'releasing a running toast changes nothing',
      steps: [[null, 2000]],
      expected: { remaining: 4000, since: 0, hold: null },
      expires: 4000,
    },
  ])('$name', ({ steps, expected, expires }) => {
    let queue = [toast('a', 4000, 0), toast('b', 4000, 0)];
    for (const [hold, now] of steps) queue = holdToast(queue, 'a', hold, now);
    expect(queue[0]).toMatchObject(expected);
    expect(nextExpiry(queue.slice(0, 1)) ?? Infinity).toBe(expires);
    // The other toast is untouched.
    expect(queue[1]).toEqual(toast('b', 4000, 0));
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
    {
      name: 'focused ignored',
      queue: [toast('a', 100, 0, 'focus'), toast('b', 4000, 0)],
      expected: 4000,
    },
    {
      name: 'a resting pointer delays by the allowance',
      queue: [toast('a', 100, 0, 'pointer', 700), toast('b', 4000, 0)],
      expected: 800,
    },
    {
      name: 'only sticky or focused',
      queue: [toast('a', Infinity, 0), toast('b', 10, 0, 'focus')],
      expected: null,
    },
  ])('$name → $expected', ({ queue, expected }) => {
    expect(nextExpiry(queue)).toBe(expected);
  });
});
