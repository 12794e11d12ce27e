import type { FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES, AVATAR_MAX_BYTES } from '@jiyun/domain';
import { readMultipartForm } from '../../http/multipart-form.js';
import type { MultipartForm } from '../../http/multipart-form.js';

/**
 * The multipart bodies of the admin area: text fields, `permission` repeated (sent as
 * `permission[]` or `permission`), and at most one JPG or PNG `avatar` of at most 4 MB.
 */
export function readAvatarForm(request: FastifyRequest): Promise<MultipartForm> {
  return readMultipartForm(request, {
    imageField: 'avatar',
    imageMaxBytes: AVATAR_MAX_BYTES,
    imageTooLarge: ADMIN_MESSAGES.avatarTooLarge,
    imageWrongType: ADMIN_MESSAGES.avatarType,
    listFields: { permission: 'permission', 'permission[]': 'permission' },
  });
}
