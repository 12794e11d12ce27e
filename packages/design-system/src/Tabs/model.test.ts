import { describe, expect, it } from 'vitest';
import { tabId, tabKeyTarget, tabPanelId } from './model';

const none = [false, false, false, false];
const secondOff = [false, true, false, false];
const edgesOff = [true, false, false, true];

describe('tabKeyTarget', () => {
  it.each([
    { name: 'right steps on', disabled: none, current: 0, key: 'ArrowRight', expected: 1 },
    {
      name: 'right wraps to the first',
      disabled: none,
      current: 3,
      key: 'ArrowRight',
      expected: 0,
    },
    { name: 'left steps back', disabled: none, current: 2, key: 'ArrowLeft', expected: 1 },
    { name: 'left wraps to the last', disabled: none, current: 0, key: 'ArrowLeft', expected: 3 },
    {
      name: 'right skips a disabled tab',
      disabled: secondOff,
      current: 0,
      key: 'ArrowRight',
      expected: 2,
    },
    {
      name: 'left skips a disabled tab',
      disabled: secondOff,
      current: 2,
      key: 'ArrowLeft',
      expected: 0,
    },
    {
      name: 'Home goes to the first enabled',
      disabled: edgesOff,
      current: 2,
      key: 'Home',
      expected: 1,
    },
    {
      name: 'End goes to the last enabled',
      disabled: edgesOff,
      current: 1,
      key: 'End',
      expected: 2,
    },
    {
      name: 'right wraps past disabled edges',
      disabled: edgesOff,
      current: 2,
      key: 'ArrowRight',
      expected: 1,
    },
    {
      name: 'Home on the first is no move',
      disabled: none,
      current: 0,
      key: 'Home',
      expected: null,
    },
    {
      name: 'other keys are ignored',
      disabled: none,
      current: 1,
      key: 'ArrowDown',
      expected: null,
    },
    {
      name: 'a lone tab has nowhere to go',
      disabled: [false],
      current: 0,
      key: 'ArrowRight',
      expected: null,
    },
    { name: 'all disabled', disabled: [true, true], current: 0, key: 'End', expected: null },
  ])('$name', ({ disabled, current, key, expected }) => {
    expect(tabKeyTarget(disabled, current, key)).toBe(expected);
  });
});

describe('ids', () => {
  it.each([
    { id: 'line', value: 'price', tab: 'line-tab-price', panel: 'line-panel-price' },
    {
      id: 'orders',
      value: 'returnOrder',
      tab: 'orders-tab-returnOrder',
      panel: 'orders-panel-returnOrder',
    },
  ])('$id / $value', ({ id, value, tab, panel }) => {
    expect(tabId(id, value)).toBe(tab);
    expect(tabPanelId(id, value)).toBe(panel);
  });
});
