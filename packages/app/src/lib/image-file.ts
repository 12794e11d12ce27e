import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from '@jiyun/domain';

/**
 * Whether a picked file is a JPG or PNG by its first bytes, as the server will judge it
 * (`imageTypeOf`): every image uploader passes it as `contentCheck`, so a renamed program is
 * refused at the field instead of at Save.
 */
export async function isJpegOrPngFile(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageTypeOf(head) !== null;
}
