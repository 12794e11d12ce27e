import { describe, expect, it } from 'vitest';
import { resolveImageSource } from './image-source';

const signed = async (key: string) => `https://files.test/signed/${key}`;

describe('resolveImageSource', () => {
  it.each([
    ['no avatar', null, null],
    ['an empty value', '  ', null],
    ['an https URL', 'https://cdn.test/a.png', 'https://cdn.test/a.png'],
    ['an http URL', 'http://cdn.test/a.png', 'http://cdn.test/a.png'],
    ['a blob preview', 'blob:http://localhost/123', 'blob:http://localhost/123'],
    ['a file key', 'avatars/u1.png', 'https://files.test/signed/avatars/u1.png'],
    [
      'a key that only contains http',
      'uploads/http-cat.png',
      'https://files.test/signed/uploads/http-cat.png',
    ],
  ])('%s', async (_name, value, expected) => {
    expect(await resolveImageSource(value, signed)).toBe(expected);
  });
});
