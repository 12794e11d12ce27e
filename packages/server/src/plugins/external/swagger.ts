import fastifySwagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { isSchema } from 'yup';
import type { Schema } from 'yup';
import { yupToJsonSchema } from '../../http/yup-validation.js';
import { REFRESH_COOKIE } from '../../routes/auth/refresh-cookie.js';

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The text fields of a multipart/form-data body, as a yup schema: documented as the body,
     * never run by Fastify (the route reads and validates the parts itself).
     */
    multipartBody?: unknown;
    /** The file part of a multipart body (`image` unless named). */
    multipartFile?: 'image' | 'avatar' | 'package_photo';
    /**
     * The bodies a route reads itself when it takes one of several (the shipping-line PATCH of
     * A24), as yup schemas: documented as `oneOf` (one alone as itself), never run by Fastify.
     */
    bodyVariants?: unknown;
  }
}

const TAGS = [
  { name: 'auth', description: 'Sign in, refresh the access token, sign out, forgot password.' },
  { name: 'account', description: "The signed-in user's own phone, email and password." },
  { name: 'merchant', description: 'The company profile.' },
  {
    name: 'admin',
    description:
      'The company profile’s changes (display review, legal contact) and the team members; permission `admin`.',
  },
  { name: 'notifications', description: 'What happened to the company, in both languages.' },
  { name: 'locations', description: 'Provinces and cities of the 23 supported countries.' },
  { name: 'warehouses', description: 'Warehouses, their operators and their shipping lines.' },
  { name: 'parcels', description: "A warehouse's parcel inventory." },
  {
    name: 'orders',
    description:
      "Customers' orders: list, detail, packing with quotes, tracking, cancel; permission `orders`.",
  },
  {
    name: 'returns',
    description:
      "Customers' return orders (one stored parcel sent back): list, detail, packing, tracking, cancel; permission `orders`.",
  },
  {
    name: 'billing',
    description:
      'Settlement statements (overview, detail, document upload) and the bank account; permission `billing`.',
  },
  {
    name: 'dashboard',
    description:
      "The home page's live figures in one call; each section only with its area's permission.",
  },
  {
    name: 'shipping-lines',
    description: 'Shipping lines, the routes they can be opened on, and route deposits.',
  },
  { name: 'files', description: 'Stored files (avatars, warehouse photos) through signed links.' },
  { name: 'system', description: 'Health check for load balancers.' },
];

/**
 * The OpenAPI 3.1 document: request schemas translated from the yup schemas that validate,
 * response schemas from `src/http/schemas/`, the error envelope as one shared component.
 */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Jiyun merchant API',
          description:
            'Back-office API for parcel-forwarding merchants. Every error answers `{ message, code, details? }`.',
          version: '1.0.0',
        },
        servers: [{ url: '/', description: 'The server that serves this document' }],
        tags: TAGS,
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'Access token from sign-in or refresh; 15 minutes.',
            },
            refreshCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: REFRESH_COOKIE,
              description: 'Opaque refresh token, httpOnly, rotated on every refresh.',
            },
          },
        },
      },
      // Shared schemas keep their $id as the component name (`ApiError`), not `def-0`.
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, index) =>
          typeof json.$id === 'string' ? json.$id : `def-${index}`,
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
            [schema.multipartFile ?? 'image']: {
              type: 'string',
              format: 'binary',
              description: 'JPG or PNG, at most 4 MB',
            },
          };
          translated.body = body;
          delete translated.multipartBody;
          delete translated.multipartFile;
        }
        const { bodyVariants } = schema;
        if (Array.isArray(bodyVariants) && bodyVariants.every((variant) => isSchema(variant))) {
          const variants = bodyVariants.map((variant) => yupToJsonSchema(variant as Schema));
          // One variant read by the route itself (a body that may also come as multipart) is
          // documented as it is.
          translated.body = variants.length === 1 ? variants[0] : { oneOf: variants };
          delete translated.bodyVariants;
        }
        return { schema: translated, url };
      },
    });
  },
  { name: 'swagger' },
);
