import { crc32, deflateSync } from 'node:zlib';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A small round avatar (a disc on a transparent square) as PNG bytes, made here so the demo
 * company has a picture without shipping binary files in the repository.
 */
export function discAvatarPng(size: number, fill: Rgb, ring: Rgb): Buffer {
  const rowLength = 1 + size * 4;
  const pixels = Buffer.alloc(rowLength * size);
  const centre = (size - 1) / 2;
  const radius = size / 2;
  for (let y = 0; y < size; y++) {
    pixels[y * rowLength] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x - centre, y - centre);
      const colour = distance > radius * 0.8 ? ring : fill;
      const offset = y * rowLength + 1 + x * 4;
      pixels[offset] = colour.r;
      pixels[offset + 1] = colour.g;
      pixels[offset + 2] = colour.b;
      pixels[offset + 3] = distance <= radius ? 255 : 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
