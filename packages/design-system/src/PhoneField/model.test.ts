import { describe, expect, it } from 'vitest';
import { sanitizePhoneInput, sanitizedCaret } from './model';

describe('sanitizePhoneInput', () => {
  it.each([
    ['', ''],
    ['1234567890', '1234567890'],
    ['123-456-7890', '123-456-7890'],
    ['(123) 456 7890', '1234567890'],
    ['+86 138 0013 8000', '8613800138000'],
    ['abc', ''],
    ['12a3b', '123'],
    ['１３８－００１３', '138-0013'],
    ['138.0013.8000', '13800138000'],
    ['电话13800138000', '13800138000'],
    ['--', '--'],
    ['1\t2\n3', '123'],
    ['٣٤٥', ''],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizePhoneInput(raw)).toBe(expected);
  });
});

describe('sanitizedCaret', () => {
  it.each([
    ['123', 3, 3],
    ['12a3', 3, 2],
    ['a123', 1, 0],
    ['12-3x', 5, 4],
  ])('%j with caret at %i → %i', (raw, caret, expected) => {
    expect(sanitizedCaret(raw, caret)).toBe(expected);
  });
});
