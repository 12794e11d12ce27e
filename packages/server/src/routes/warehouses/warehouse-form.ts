import type { FastifyRequest } from 'fastify';
import { WAREHOUSE_IMAGE_MAX_BYTES } from '@jiyun/domain';
import { readMultipartForm } from '../../http/multipart-form.js';
import type { MultipartForm } from '../../http/multipart-form.js';

export { MALFORMED_FORM, validateFields } from '../../http/multipart-form.js';
export type { UploadedImage } from '../../http/multipart-form.js';

export type WarehouseForm = MultipartForm;

/**
 * Reads the multipart body of warehouse create and update (and a shipping line's create and
 * display section): text fields once each, `operator_ids[]` repeated, and at most one JPG or PNG `image`
 * of at most 4 MB.
 */
export function readWarehouseForm(request: FastifyRequest): Promise<WarehouseForm> {
  return readMultipartForm(request, {
    imageField: 'image',
    imageMaxBytes: WAREHOUSE_IMAGE_MAX_BYTES,
    imageTooLarge: 'The image must be at most 4 MB.',
    imageWrongType: 'The image must be a JPG or PNG file.',
    listFields: { operator_ids: 'operator_ids', 'operator_ids[]': 'operator_ids' },
  });
}
