import { describe, expect, it } from 'vitest';
import { isUuid, parseNumericId } from './ids.js';

describe('isUuid', () => {
  it.each([
    ['0b8f6c1e-3c5d-4f7a-9e2b-1a2b3c4d5e6f', true],
    ['0B8F6C1E-3C5D-4F7A-9E2B-1A2B3C4D5E6F', true],
    ['0b8f6c1e3c5d4f7a9e2b1a2b3c4d5e6f', false],
    ['0b8f6c1e-3c5d-4f7a-9e2b-1a2b3c4d5e6', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});

describe('parseNumericId', () => {
  it.each<[string, number | null]>([
    ['1', 1],
    ['000042', 42],
    ['999999999999999', 999999999999999],
    ['1000000000000000', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
  ])('%j → %s', (value, expected) => {
    expect(parseNumericId(value)).toBe(expected);
  });
});
