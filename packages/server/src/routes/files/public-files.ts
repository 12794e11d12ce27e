import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@jiyun/domain';
import type { ItemResponse } from '@jiyun/domain';
import { notFound } from '../../http/app-error.js';
import { foundOr404 } from '../../http/params.js';
import { signedLinkResponse } from '../../http/schemas/files.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import { fileKeyParams } from './file-params.js';

/**
 * `GET /public/files/:key`: a short-lived signed link to one of the caller's company's files
 * (avatars, photos). Another company's key answers 404 like an unknown one: a key seen once
 * (in a shared screenshot, a log) must not open the file for anyone signed in elsewhere.
 */
export default async function publicFilesRoute(app: FastifyInstance) {
  app.get<{ Params: { key: string }; Reply: ItemResponse<{ url: string }> }>(
    apiPaths.files.signedLink,
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getFileLink',
        summary: 'A signed download link for a file, valid for 5 minutes',
        tags: ['files'],
        security: SECURITY.bearer,
        params: fileKeyParams,
        response: { 200: signedLinkResponse, ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const { key } = request.params;
      const merchantId = request.user.mid;
      const file = foundOr404(await app.storage.get(key), 'File not found.');
      const owned =
        file.ownerId === null
          ? await app.repositories.merchants.referencesFile(merchantId, key)
          : file.ownerId === merchantId;
      if (!owned) throw notFound('File not found.');
      return { data: { url: app.fileUrls.urlFor(key) } };
    },
  );
}
