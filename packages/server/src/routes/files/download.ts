import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { AppError, notFound } from '../../http/app-error.js';
import { fileKeyParams } from './file-params.js';

const signedLinkQuery = object({
  expires: string().max(20),
  signature: string().max(128),
});

/** `GET /files/:key?expires&signature`: the file itself; the signature stands in for the bearer. */
export default async function downloadRoute(app: FastifyInstance) {
  app.get<{ Params: { key: string }; Querystring: { expires?: string; signature?: string } }>(
    '/files/:key',
    {
      schema: {
        params: fileKeyParams,
        querystring: signedLinkQuery,
        summary: 'Download a file through a signed link',
        tags: ['files'],
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const { expires, signature } = request.query;
      if (!app.fileUrls.isValid(key, expires, signature)) {
        throw new AppError(403, 'FORBIDDEN', 'This file link is not valid or has expired.');
      }
      const file = await app.storage.get(key);
      if (!file) throw notFound('File not found.');
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=300')
        .send(file.open());
    },
  );
}
