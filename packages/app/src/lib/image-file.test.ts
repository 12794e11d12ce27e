import { describe, expect, it } from 'vitest';
import { isJpegOrPngFile } from './image-file';

const file = (...bytes: number[]) => new Blob([Uint8Array.from(bytes)]);

describe('isJpegOrPngFile', () => {
  it.each([
    ['a PNG', file(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00), true],
    ['a JPG', file(0xff, 0xd8, 0xff, 0xe0), true],
    ['a Windows program named .png', file(0x4d, 0x5a, 0x90, 0x00), false],
    ['an empty file', file(), false],
  ])('%s: %s', async (_name, picked, accepted) => {
    expect(await isJpegOrPngFile(picked)).toBe(accepted);
  });
});
