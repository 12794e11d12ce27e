import { describe, expect, it } from 'vitest';
import { cssLength, textLineWidths } from './model';

describe('cssLength', () => {
  it.each([
    { value: 40, expected: '40px' },
    { value: 0, expected: '0px' },
    { value: '50%', expected: '50%' },
    { value: '12rem', expected: '12rem' },
    { value: undefined, expected: undefined },
  ])('$value → $expected', ({ value, expected }) => {
    expect(cssLength(value)).toBe(expected);
  });
});

describe('textLineWidths', () => {
  it.each([
    { lines: 1, width: undefined, expected: ['100%'] },
    { lines: 1, width: '200px', expected: ['200px'] },
    { lines: 2, width: undefined, expected: ['100%', '60%'] },
    { lines: 3, width: '320px', expected: ['320px', '320px', '60%'] },
    { lines: 0, width: undefined, expected: ['100%'] },
    { lines: 2.7, width: undefined, expected: ['100%', '60%'] },
  ])('$lines lines of $width → $expected', ({ lines, width, expected }) => {
    expect(textLineWidths(lines, width)).toEqual(expected);
  });
});
