import { describe, expect, it } from 'vitest';
import { localName } from './place-names';

describe('localName', () => {
  it.each([
    [{ name: 'Toronto', zh_name: '多伦多' }, 'zhHans', '多伦多'],
    [{ name: 'Toronto', zh_name: '多伦多' }, 'en', 'Toronto'],
    [{ name: 'Mississauga', zh_name: '' }, 'zhHans', 'Mississauga'],
    [null, 'en', ''],
  ] as const)('%o in %s → %s', (place, language, name) => {
    expect(localName(place, language)).toBe(name);
  });
});
