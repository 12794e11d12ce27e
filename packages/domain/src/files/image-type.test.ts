import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('imageTypeOf', () => {
  it.each([
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['a JPG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10), 'image/jpeg'],
    ['a JPG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'image/jpeg'],
    ['a Windows program renamed .png', bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00), null],
    ['a PDF', bytes(0x25, 0x50, 0x44, 0x46, 0x2d), null],
    ['a GIF', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61), null],
    ['a PNG cut short', bytes(0x89, 0x50, 0x4e, 0x47), null],
    ['an empty file', bytes(), null],
  ])('%s → %s', (_file, content, type) => {
    expect(imageTypeOf(content)).toBe(type);
  });
});
