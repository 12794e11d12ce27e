import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSchema } from 'yup';
import { API_BASE, querySchema } from '@jiyun/domain';
import { AppError } from '../../http/app-error.js';
import { yupValidatorCompiler } from '../../http/yup-validation.js';

/** The query of an API route that takes none: any parameter is unknown, and answered so. */
const NO_QUERY = querySchema({});

/** JSON bodies are small forms; files go through multipart, which has its own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

async function requireJsonBody(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'];
  if (type !== undefined && !JSON_TYPE.test(type)) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Content type is not supported. Send application/json.',
    );
  }
}

/**
 * Request validation runs the domain's yup schemas; an API route without a query schema takes no
 * query parameters (ADR 0028); routes with a body schema only
 * take JSON, and an empty JSON body reaches validation (which names the problem) instead
 * of failing in the parser.
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler(yupValidatorCompiler);

    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
      (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (text.trim() === '') {
          done(null, undefined);
          return;
        }
        parseJson(request, text, done);
      },
    );

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(API_BASE) && route.schema?.querystring === undefined) {
        route.schema = { ...route.schema, querystring: NO_QUERY };
      }
      if (!isSchema(route.schema?.body)) return;
      const existing = route.preValidation;
      route.preValidation = [
        requireJsonBody,
        ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
      ];
    });
  },
  { name: 'validation' },
);
