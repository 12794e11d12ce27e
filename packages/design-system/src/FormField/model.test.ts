import { describe, expect, it } from 'vitest';
import { describedByIds, errorId, hintId } from './model';

describe('describedByIds', () => {
  it.each([
    [{}, undefined],
    [{ hint: true }, 'f-hint'],
    [{ error: true }, 'f-error'],
    [{ hint: true, error: true }, 'f-hint f-error'],
    [{ extra: 'x' }, 'x'],
    [{ extra: 'x y', hint: true, error: true }, 'x y f-hint f-error'],
    [{ extra: '', hint: false, error: true }, 'f-error'],
  ])('%j → %j', (options, expected) => {
    expect(describedByIds('f', options)).toBe(expected);
  });

  it('derives the message ids from the control id', () => {
    expect(hintId('a')).toBe('a-hint');
    expect(errorId('a')).toBe('a-error');
  });
});
