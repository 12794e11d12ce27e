import { describe, expect, it } from 'vitest';
import { sortByOrder, toggleValue, triggerText } from './model';

const order = ['unpacked', 'packed', 'paid', 'shipped'];

describe('toggleValue', () => {
  it.each([
    { values: [], value: 'packed', expected: ['packed'] },
    { values: ['packed'], value: 'packed', expected: [] },
    { values: ['shipped'], value: 'unpacked', expected: ['unpacked', 'shipped'] },
    { values: ['unpacked', 'paid'], value: 'packed', expected: ['unpacked', 'packed', 'paid'] },
    { values: ['unpacked', 'packed', 'paid'], value: 'packed', expected: ['unpacked', 'paid'] },
  ])('$values ± $value → $expected', ({ values, value, expected }) => {
    expect(toggleValue(values, value, order)).toEqual(expected);
  });
});

describe('sortByOrder', () => {
  it.each([
    { values: ['shipped', 'unpacked'], expected: ['unpacked', 'shipped'] },
    { values: ['gone', 'paid', 'other'], expected: ['paid', 'gone', 'other'] },
    { values: [], expected: [] },
  ])('$values → $expected', ({ values, expected }) => {
    expect(sortByOrder(values, order)).toEqual(expected);
  });
});

describe('triggerText', () => {
  it.each([
    { label: 'Status', count: 0, expected: 'Status' },
    { label: 'Status', count: 2, expected: 'Status (2)' },
    { label: '状态', count: 3, expected: '状态 (3)' },
  ])('$label, $count → $expected', ({ label, count, expected }) => {
    expect(triggerText(label, count)).toBe(expected);
  });
});
