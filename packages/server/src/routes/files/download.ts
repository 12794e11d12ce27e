import type { FastifyInstance } from 'fastify';
import { string } from 'yup';
import { apiPaths, querySchema } from '@jiyun/domain';
import { AppError } from '../../http/app-error.js';
import { foundOr404 } from '../../http/params.js';
import { fileResponse } from '../../http/schemas/files.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import { fileKeyParams } from './file-params.js';

const signedLinkQuery = querySchema({
  expires: string().max(20),
  signature: string().max(128),
});

/** `GET /files/:key?expires&signature`: the file itself; the signature stands in for the bearer. */
export default async function downloadRoute(app: FastifyInstance) {
  app.get<{ Params: { key: string }; Querystring: { expires?: string; signature?: string } }>(
    apiPaths.files.download,
    {
      schema: {
        operationId: 'downloadFile',
        summary: 'Download a file through a signed link',
        tags: ['files'],
        security: SECURITY.none,
        params: fileKeyParams,
        querystring: signedLinkQuery,
        response: { 200: fileResponse, ...errorResponses(400, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const { expires, signature } = request.query;
      if (!app.fileUrls.isValid(key, expires, signature)) {
        throw new AppError(403, 'FORBIDDEN', 'This file link is not valid or has expired.');
      }
      const file = foundOr404(await app.storage.get(key), 'File not found.');
      // Streamed through this server rather than redirected to the bucket (ADR 0051): the app's
      // pages allow images from their own origin only, and the bucket may be on a private network.
      const content = await file.open();
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=300')
        .send(content);
    },
  );
}
