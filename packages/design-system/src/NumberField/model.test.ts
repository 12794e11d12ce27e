import { describe, expect, it } from 'vitest';
import { sanitizeNumberInput, sanitizedNumberCaret } from './model';
import type { NumberInputRules } from './model';

describe('sanitizeNumberInput', () => {
  it.each<[string, NumberInputRules, string]>([
    ['', {}, ''],
    ['12', {}, '12'],
    ['12.5', {}, '12.5'],
    ['007', {}, '7'],
    ['0', {}, '0'],
    ['000', {}, '0'],
    ['0.5', {}, '0.5'],
    ['00.5', {}, '0.5'],
    ['0012.30', {}, '12.30'],
    ['.5', {}, '.5'],
    ['5.', {}, '5.'],
    ['1.2.3', {}, '1.23'],
    ['1..2', {}, '1.2'],
    ['-12', {}, '12'],
    ['1e5', {}, '15'],
    ['1,234.56', {}, '1234.56'],
    [' 12 kg', {}, '12'],
    ['¥99', {}, '99'],
    ['１２．５', {}, '12.5'],
    ['３。５', {}, '3.5'],
    ['重量12', {}, '12'],
    ['007', { keepLeadingZeros: true }, '007'],
    ['00.5', { keepLeadingZeros: true }, '00.5'],
    ['12.5', { allowDecimal: false }, '125'],
    ['0.5', { allowDecimal: false }, '5'],
    ['12.345', { maxDecimals: 2 }, '12.34'],
    ['12.3', { maxDecimals: 2 }, '12.3'],
    ['12.3.4.5', { maxDecimals: 2 }, '12.34'],
    ['12.5', { maxDecimals: 0 }, '125'],
    ['000.123', { maxDecimals: 1 }, '0.1'],
  ])('%j with %j → %j', (raw, rules, expected) => {
    expect(sanitizeNumberInput(raw, rules)).toBe(expected);
  });
});

describe('sanitizedNumberCaret', () => {
  it.each<[string, number, NumberInputRules, number]>([
    ['123', 3, {}, 3],
    ['12a3', 3, {}, 2],
    ['a123', 1, {}, 0],
    ['05', 2, {}, 1],
    ['007', 3, {}, 1],
    ['007', 1, {}, 0],
    ['1.2.3', 4, {}, 3],
    ['007', 3, { keepLeadingZeros: true }, 3],
    ['12.345', 6, { maxDecimals: 2 }, 5],
  ])('%j with caret at %i and %j → %i', (raw, caret, rules, expected) => {
    expect(sanitizedNumberCaret(raw, caret, rules)).toBe(expected);
  });
});
