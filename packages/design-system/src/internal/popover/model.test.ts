import { describe, expect, it } from 'vitest';
import { choosePlacement } from './model';
import type { PopoverPlacement } from './model';

describe('choosePlacement', () => {
  it.each<{
    name: string;
    anchorTop: number;
    anchorBottom: number;
    popoverHeight: number;
    preferred: PopoverPlacement;
    expected: PopoverPlacement;
  }>([
    {
      name: 'fits below',
      anchorTop: 100,
      anchorBottom: 140,
      popoverHeight: 200,
      preferred: 'bottom',
      expected: 'bottom',
    },
    {
      name: 'flips up near the bottom',
      anchorTop: 600,
      anchorBottom: 640,
      popoverHeight: 200,
      preferred: 'bottom',
      expected: 'top',
    },
    {
      name: 'fits above',
      anchorTop: 300,
      anchorBottom: 340,
      popoverHeight: 200,
      preferred: 'top',
      expected: 'top',
    },
    {
      name: 'flips down near the top',
      anchorTop: 20,
      anchorBottom: 60,
      popoverHeight: 200,
      preferred: 'top',
      expected: 'bottom',
    },
    {
      name: 'fits nowhere, more room below',
      anchorTop: 200,
      anchorBottom: 240,
      popoverHeight: 700,
      preferred: 'top',
      expected: 'bottom',
    },
    {
      name: 'fits nowhere, more room above',
      anchorTop: 500,
      anchorBottom: 540,
      popoverHeight: 700,
      preferred: 'bottom',
      expected: 'top',
    },
    {
      name: 'exactly fits below',
      anchorTop: 476,
      anchorBottom: 516,
      popoverHeight: 200,
      preferred: 'bottom',
      expected: 'bottom',
    },
  ])('$name → $expected', (row) => {
    expect(choosePlacement({ ...row, viewportHeight: 720 })).toBe(row.expected);
  });
});
