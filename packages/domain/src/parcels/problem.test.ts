import { describe, expect, it } from 'vitest';
import {
  newParcelIsProblem,
  newParcelProblem,
  newParcelProblemFailures,
  parcelProblemFailures,
  resolveParcelProblem,
  touchesParcelProblem,
} from './problem.js';
import type { ParcelProblem, ParcelProblemChange } from './problem.js';

const none: ParcelProblem = { is_problem: false, problem_type: null, description: null };
const damaged: ParcelProblem = {
  is_problem: true,
  problem_type: 'damaged',
  description: 'Corner crushed',
};

describe('resolveParcelProblem', () => {
  it.each<[string, ParcelProblem, ParcelProblemChange, ParcelProblem]>([
    [
      'flags a parcel with type and description',
      none,
      { is_problem: true, problem_type: 'empty', description: ' Nothing inside ' },
      { is_problem: true, problem_type: 'empty', description: 'Nothing inside' },
    ],
    [
      'keeps the stored description when only the type changes',
      damaged,
      { problem_type: 'other' },
      { is_problem: true, problem_type: 'other', description: 'Corner crushed' },
    ],
    [
      'keeps the stored type when only the description changes',
      damaged,
      { description: 'Torn tape' },
      { is_problem: true, problem_type: 'damaged', description: 'Torn tape' },
    ],
    ['turning the flag off clears type and description', damaged, { is_problem: false }, none],
    [
      'turning it off may send the cleared fields',
      damaged,
      { is_problem: false, problem_type: null, description: '  ' },
      none,
    ],
    ['an untouched clear parcel stays clear', none, {}, none],
  ])('%s', (_name, current, change, expected) => {
    expect(resolveParcelProblem(current, change)).toEqual({ ok: true, problem: expected });
  });

  it.each<[string, ParcelProblem, ParcelProblemChange, string, string]>([
    [
      'a flag without a type',
      none,
      { is_problem: true, description: 'x' },
      'problem_type',
      'problem_type is required for a problem parcel.',
    ],
    [
      'a flag without a description',
      none,
      { is_problem: true, problem_type: 'empty' },
      'description',
      'description is required for a problem parcel.',
    ],
    [
      'a blank description',
      none,
      { is_problem: true, problem_type: 'empty', description: '   ' },
      'description',
      'description is required for a problem parcel.',
    ],
    [
      'clearing the type of a flagged parcel',
      damaged,
      { problem_type: null },
      'problem_type',
      'problem_type is required for a problem parcel.',
    ],
    [
      'a type on a parcel that is not flagged',
      none,
      { problem_type: 'other' },
      'problem_type',
      'problem_type needs is_problem: true.',
    ],
    [
      'a description while turning the flag off',
      damaged,
      { is_problem: false, description: 'still broken' },
      'description',
      'description needs is_problem: true.',
    ],
  ])('refuses %s', (_name, current, change, field, message) => {
    expect(resolveParcelProblem(current, change)).toEqual({
      ok: false,
      failure: { field, message },
    });
  });
});

describe('newParcelProblem', () => {
  it.each<[ParcelProblemChange, boolean]>([
    [{}, true],
    [{ is_problem: false }, true],
    [{ is_problem: true, problem_type: 'missing_owner', description: 'No label' }, true],
    [{ is_problem: true }, false],
    [{ problem_type: 'damaged' }, false],
    [{ description: 'Torn' }, false],
    [{ is_problem: false, problem_type: 'damaged', description: 'Torn' }, false],
  ])('judges %j from a clear parcel (ok: %s)', (change, ok) => {
    expect(newParcelProblem(change).ok).toBe(ok);
  });

  it('makes a problem parcel of a type and description sent without the flag', () => {
    expect(newParcelProblem({ problem_type: 'damaged', description: ' Corner crushed ' })).toEqual({
      ok: true,
      problem: { is_problem: true, problem_type: 'damaged', description: 'Corner crushed' },
    });
  });
});

describe('newParcelIsProblem', () => {
  it.each<[ParcelProblemChange, boolean]>([
    [{}, false],
    [{ description: '   ' }, false],
    [{ problem_type: null, description: null }, false],
    [{ problem_type: 'empty' }, true],
    [{ description: 'No label' }, true],
    [{ is_problem: true }, true],
    [{ is_problem: false, problem_type: 'other', description: 'x' }, false],
  ])('%j → %s', (change, expected) => {
    expect(newParcelIsProblem(change)).toBe(expected);
  });
});

describe('newParcelProblemFailures', () => {
  it.each<[ParcelProblemChange, string[]]>([
    [{}, []],
    [{ problem_type: 'damaged', description: 'Torn' }, []],
    [{ problem_type: 'damaged' }, ['description']],
    [{ description: 'Torn' }, ['problem_type']],
    [{ is_problem: false, problem_type: 'damaged' }, ['problem_type']],
  ])('%j → %j', (change, fields) => {
    expect(newParcelProblemFailures(change).map((failure) => failure.field)).toEqual(fields);
  });
});

describe('touchesParcelProblem', () => {
  it.each<[ParcelProblemChange, boolean]>([
    [{}, false],
    [{ is_problem: false }, true],
    [{ problem_type: null }, true],
    [{ description: 'x' }, true],
  ])('%j → %s', (change, expected) => {
    expect(touchesParcelProblem(change)).toBe(expected);
  });
});

describe('parcelProblemFailures', () => {
  it.each<[string, ParcelProblem, ParcelProblemChange, string[]]>([
    ['no flag, nothing sent', none, {}, []],
    ['flag on with nothing', none, { is_problem: true }, ['problem_type', 'description']],
    [
      'flag on, blank description',
      none,
      { is_problem: true, problem_type: 'damaged', description: '  ' },
      ['description'],
    ],
    ['flag on, no type', none, { is_problem: true, description: '外箱破损' }, ['problem_type']],
    ['flag on, both', none, { is_problem: true, problem_type: 'other', description: 'torn' }, []],
    ['a stored problem keeps its pair', damaged, {}, []],
    ['clearing the type of a problem parcel', damaged, { problem_type: null }, ['problem_type']],
    [
      'a type without the flag',
      none,
      { problem_type: 'empty', description: 'x' },
      ['problem_type', 'description'],
    ],
  ])('%s', (_, current, change, fields) => {
    expect(parcelProblemFailures(current, change).map((failure) => failure.field)).toEqual(fields);
  });
});
