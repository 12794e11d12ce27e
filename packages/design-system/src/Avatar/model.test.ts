import { describe, expect, it } from 'vitest';
import { avatarPixels, initialsOf } from './model';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada lovelace', 'AL'],
    ['Grace', 'G'],
    ['  Alan   Mathison Turing ', 'AM'],
    ['王小明', '王'],
    ['王 小明', '王'],
    ['さくら', 'さ'],
    ['김민준', '김'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
    ['   ', '?'],
    ['😀 Smile', '😀S'],
  ])('%j → %j', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});

describe('avatarPixels', () => {
  it.each([
    ['sm', 24],
    ['md', 32],
    ['lg', 40],
    [56, 56],
  ] as const)('%j → %i', (size, expected) => {
    expect(avatarPixels(size)).toBe(expected);
  });
});
