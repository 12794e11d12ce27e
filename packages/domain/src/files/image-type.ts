/** The picture types the back-office takes: every upload of a picture is a JPG or a PNG. */
export type ImageType = 'image/jpeg' | 'image/png';

/** How many first bytes `imageTypeOf` needs to decide. */
export const IMAGE_SIGNATURE_BYTES = 8;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * The type a picture's first bytes prove, whatever its name or the browser's claim: the server
 * decides by it what it stores (415 otherwise), and the browser checks a picked file by it before
 * showing it, so a renamed `.exe` is refused at the field, not at Save.
 */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}
