import { describe, expect, it } from 'vitest';
import {
  clampPage,
  columnAlign,
  pageCountOf,
  pageSlice,
  selectAllState,
  toggleAll,
  toggleRow,
} from './model';

describe('pageCountOf', () => {
  it.each([
    { totalRows: 0, pageSize: 5, expected: 1 },
    { totalRows: 1, pageSize: 5, expected: 1 },
    { totalRows: 5, pageSize: 5, expected: 1 },
    { totalRows: 6, pageSize: 5, expected: 2 },
    { totalRows: 130, pageSize: 13, expected: 10 },
    { totalRows: 131, pageSize: 13, expected: 11 },
    { totalRows: 10, pageSize: 0, expected: 1 },
  ])('$totalRows rows by $pageSize → $expected pages', ({ totalRows, pageSize, expected }) => {
    expect(pageCountOf(totalRows, pageSize)).toBe(expected);
  });
});

describe('clampPage', () => {
  it.each([
    { page: 0, pageCount: 3, expected: 1 },
    { page: 2, pageCount: 3, expected: 2 },
    { page: 9, pageCount: 3, expected: 3 },
    { page: 2, pageCount: 0, expected: 1 },
  ])('page $page of $pageCount → $expected', ({ page, pageCount, expected }) => {
    expect(clampPage(page, pageCount)).toBe(expected);
  });
});

describe('pageSlice', () => {
  const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  it.each([
    { page: 1, pageSize: 5, expected: ['a', 'b', 'c', 'd', 'e'] },
    { page: 2, pageSize: 5, expected: ['f', 'g'] },
    { page: 3, pageSize: 5, expected: [] },
    { page: 3, pageSize: 3, expected: ['g'] },
  ])('page $page by $pageSize → $expected', ({ page, pageSize, expected }) => {
    expect(pageSlice(rows, page, pageSize)).toEqual(expected);
  });
});

describe('selectAllState', () => {
  it.each([
    { selected: [], page: ['1', '2'], expected: 'none' },
    { selected: ['3'], page: ['1', '2'], expected: 'none' },
    { selected: ['1'], page: ['1', '2'], expected: 'some' },
    { selected: ['2', '1'], page: ['1', '2'], expected: 'all' },
    { selected: ['1', '2', '9'], page: ['1', '2'], expected: 'all' },
    { selected: ['1'], page: [], expected: 'none' },
  ])('selected $selected on page $page → $expected', ({ selected, page, expected }) => {
    expect(selectAllState(selected, page)).toBe(expected);
  });
});

describe('toggleAll', () => {
  it.each([
    { selected: [], page: ['1', '2'], expected: ['1', '2'] },
    { selected: ['2'], page: ['1', '2'], expected: ['2', '1'] },
    { selected: ['9'], page: ['1', '2'], expected: ['9', '1', '2'] },
    { selected: ['1', '2'], page: ['1', '2'], expected: [] },
    { selected: ['9', '1', '2'], page: ['1', '2'], expected: ['9'] },
    { selected: ['9'], page: [], expected: ['9'] },
  ])('selected $selected, page $page → $expected', ({ selected, page, expected }) => {
    expect(toggleAll(selected, page)).toEqual(expected);
  });
});

describe('toggleRow', () => {
  it.each([
    { selected: [], id: '1', expected: ['1'] },
    { selected: ['2'], id: '1', expected: ['2', '1'] },
    { selected: ['1', '2'], id: '1', expected: ['2'] },
  ])('selected $selected, toggle $id → $expected', ({ selected, id, expected }) => {
    expect(toggleRow(selected, id)).toEqual(expected);
  });
});

describe('columnAlign', () => {
  it.each([
    { kind: undefined, align: undefined, expected: 'start' },
    { kind: 'text', align: undefined, expected: 'start' },
    { kind: 'identifier', align: undefined, expected: 'start' },
    { kind: 'date', align: undefined, expected: 'start' },
    { kind: 'number', align: undefined, expected: 'end' },
    { kind: 'number', align: 'start', expected: 'start' },
    { kind: 'identifier', align: 'center', expected: 'center' },
  ] as const)('$kind aligned $align → $expected', ({ kind, align, expected }) => {
    expect(columnAlign(kind, align)).toBe(expected);
  });
});
