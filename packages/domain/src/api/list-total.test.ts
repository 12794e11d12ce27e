import { describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP, listTotal, listTotalText } from './list-total.js';

describe('listTotal', () => {
  it.each([
    [0, true, { amount: 0, capped: false }],
    [9_999, true, { amount: 9_999, capped: false }],
    [LIST_TOTAL_CAP, true, { amount: LIST_TOTAL_CAP, capped: true }],
    // An exact total from counters is never capped, however large.
    [1_234_567, false, { amount: 1_234_567, capped: false }],
    [LIST_TOTAL_CAP, false, { amount: LIST_TOTAL_CAP, capped: false }],
  ])('%i matches (counted: %s) read as %o', (results, counted, expected) => {
    expect(listTotal(results, counted)).toEqual(expected);
  });
});

describe('listTotalText', () => {
  it.each([
    [listTotal(LIST_TOTAL_CAP, true), 'en', '10,000+'],
    [listTotal(LIST_TOTAL_CAP, true), 'zh-Hans', '10,000+'],
    [listTotal(1_234_567, false), 'en', '1,234,567'],
    [listTotal(1_234_567, false), 'zh-Hans', '1,234,567'],
    [listTotal(57, true), 'zh-Hans', '57'],
  ])('%o in %s reads %s', (total, locale, text) => {
    expect(listTotalText(total, locale)).toBe(text);
  });
});
