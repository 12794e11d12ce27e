import { describe, expect, it } from 'vitest';
import { checkFiles } from '../internal/file-checks';
import { MB, imageRules, visibleSplit } from './model';

describe('imageRules with checkFiles', () => {
  it.each([
    { name: 'a.jpg', type: 'image/jpeg', size: MB, jpeg: false, kind: null },
    { name: 'a.png', type: 'image/png', size: 4 * MB, jpeg: false, kind: null },
    { name: 'a.jpeg', type: 'image/jpeg', size: MB, jpeg: false, kind: 'wrongFormat' },
    { name: 'a.jpeg', type: 'image/jpeg', size: MB, jpeg: true, kind: null },
    { name: 'a.webp', type: 'image/webp', size: MB, jpeg: true, kind: 'wrongFormat' },
    { name: 'a.png', type: 'image/png', size: 4 * MB + 1, jpeg: false, kind: 'tooLarge' },
  ])('$name, jpeg allowed $jpeg → $kind', ({ name, type, size, jpeg, kind }) => {
    const { problems } = checkFiles([{ name, type, size }], [], imageRules(4 * MB, jpeg));
    expect(problems[0]?.kind ?? null).toBe(kind);
  });
});

describe('visibleSplit', () => {
  it.each([
    { total: 0, max: 4, shown: 0, hidden: 0 },
    { total: 3, max: 4, shown: 3, hidden: 0 },
    { total: 4, max: 4, shown: 4, hidden: 0 },
    { total: 7, max: 4, shown: 4, hidden: 3 },
    { total: 2, max: 0, shown: 0, hidden: 2 },
    { total: 2, max: -1, shown: 0, hidden: 2 },
  ])('$total files, max $max → $shown shown, $hidden hidden', ({ total, max, shown, hidden }) => {
    expect(visibleSplit(total, max)).toEqual({ shown, hidden });
  });
});
