import { describe, expect, it } from 'vitest';
import { placeLine } from './place-names';

describe('placeLine', () => {
  it.each([
    [['Richmond', 'Canada'], 'en', 'Richmond, Canada'],
    [['列治文', '加拿大'], 'zhHans', '列治文，加拿大'],
    [[null, 'Canada'], 'en', 'Canada'],
    [[], 'en', ''],
  ] as const)('%j in %s → %j', (parts, language, expected) => {
    expect(placeLine(parts, language)).toBe(expected);
  });
});
