import fastifySwagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { isSchema } from 'yup';
import type { Schema } from 'yup';
import { yupToJsonSchema } from '../../http/yup-validation.js';

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The text fields of a multipart/form-data body, as a yup schema: documented as the body,
     * never run by Fastify (the route reads and validates the parts itself).
     */
    multipartBody?: unknown;
  }
}

/** The OpenAPI document; request schemas are translated from the same yup schemas that validate. */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Jiyun merchant API',
          description: 'Back-office API for parcel-forwarding merchants.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: ({ schema, url }) => {
        if (!schema) return { schema, url };
        const translated: Record<string, unknown> = { ...schema };
        for (const part of PARTS) {
          const value: unknown = schema[part];
          if (isSchema(value)) translated[part] = yupToJsonSchema(value as Schema);
        }
        const { multipartBody } = schema;
        if (isSchema(multipartBody)) {
          const body = yupToJsonSchema(multipartBody as Schema);
          body.properties = {
            ...body.properties,
            image: { type: 'string', format: 'binary', description: 'JPG or PNG, at most 4 MB' },
          };
          translated.body = body;
          delete translated.multipartBody;
        }
        return { schema: translated, url };
      },
    });
  },
  { name: 'swagger' },
);
