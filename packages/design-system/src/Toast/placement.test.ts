import { describe, expect, it } from 'vitest';
import { choosePlacement, overlaps } from './placement';
import type { Box, ToastPlacement } from './placement';

const box = (left: number, top: number, right: number, bottom: number): Box => ({
  left,
  top,
  right,
  bottom,
});

describe('overlaps', () => {
  it.each([
    { name: 'inside', a: box(0, 0, 100, 100), b: box(10, 10, 20, 20), expected: true },
    { name: 'crossing a corner', a: box(0, 0, 100, 100), b: box(90, 90, 120, 120), expected: true },
    { name: 'touching edges', a: box(0, 0, 100, 100), b: box(100, 0, 200, 100), expected: false },
    { name: 'apart', a: box(0, 0, 100, 100), b: box(300, 300, 400, 400), expected: false },
    { name: 'same column, below', a: box(0, 0, 100, 50), b: box(0, 60, 100, 90), expected: false },
  ])('$name → $expected', ({ a, b, expected }) => {
    expect(overlaps(a, b)).toBe(expected);
    expect(overlaps(b, a)).toBe(expected);
  });
});

// A 1280 × 720 window with the content column from 332 px; toasts 360 × 47.
const spots: { placement: ToastPlacement; box: Box }[] = [
  { placement: 'bottom-start', box: box(332, 649, 692, 696) },
  { placement: 'bottom-end', box: box(896, 649, 1256, 696) },
  { placement: 'top-center', box: box(610, 16, 970, 63) },
];
const submitAndScan = box(1074, 648, 1212, 688);
const logOut = box(349, 631, 458, 671);
const shelfField = box(781, 22, 1194, 60);

describe('choosePlacement', () => {
  it.each([
    { name: 'nothing on the page', controls: [], expected: 'bottom-start' },
    {
      name: 'new parcel: actions at the right',
      controls: [submitAndScan],
      expected: 'bottom-start',
    },
    { name: 'settings: log out at the left', controls: [logOut], expected: 'bottom-end' },
    {
      name: 'both bottom corners taken',
      controls: [logOut, submitAndScan],
      expected: 'top-center',
    },
    {
      name: 'every spot taken: the one covering fewest',
      controls: [logOut, box(340, 680, 400, 690), submitAndScan, shelfField],
      expected: 'bottom-end',
    },
    {
      name: 'every spot taken once: the earliest',
      controls: [logOut, submitAndScan, shelfField],
      expected: 'bottom-start',
    },
  ])('$name → $expected', ({ controls, expected }) => {
    expect(choosePlacement(spots, controls)).toBe(expected);
  });

  it('has no answer without spots', () => {
    expect(choosePlacement([], [logOut])).toBeNull();
  });
});
