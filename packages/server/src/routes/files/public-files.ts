import type { FastifyInstance } from 'fastify';
import type { ItemResponse } from '@jiyun/domain';
import { notFound } from '../../http/app-error.js';
import { fileKeyParams } from './file-params.js';

/** `GET /public/files/:key`: a short-lived signed link to a stored file (avatars, photos). */
export default async function publicFilesRoute(app: FastifyInstance) {
  app.get<{ Params: { key: string }; Reply: ItemResponse<{ url: string }> }>(
    '/public/files/:key',
    {
      preHandler: app.authenticate,
      schema: {
        params: fileKeyParams,
        summary: 'A signed download link for a file, valid for 5 minutes',
        tags: ['files'],
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const file = await app.storage.get(request.params.key);
      if (!file) throw notFound('File not found.');
      return { data: { url: app.fileUrls.urlFor(request.params.key) } };
    },
  );
}
