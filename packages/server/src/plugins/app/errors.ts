import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError, ApiErrorCode } from '@jiyun/domain';
import { loggableError } from '../../db/loggable-error.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { AppError, NOT_A_JSON_OBJECT } from '../../http/app-error.js';
import { apiErrorSchema } from '../../http/schemas/json-schema.js';

export const INTERNAL_MESSAGE = 'A server error occurred. Please try again later.';

/** Fastify's and its plugins' own errors, in the words our clients get. */
const KNOWN: Record<string, { status: number; code: ApiErrorCode; message: string }> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: NOT_A_JSON_OBJECT,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Request body is not valid JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Content type is not supported. Send application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Content-Length does not match the request body.',
  },
  FST_ERR_CTP_INVALID_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Content type is not supported. Send application/json.',
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The file is too large.',
  },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many files.' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many form fields.' },
  FST_PROTO_VIOLATION: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'A form field has a reserved name (such as __proto__ or toString).',
  },
  FST_MP_PREMATURE_CLOSE: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'The form data ended before it was complete.',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Content type is not supported. Send multipart/form-data.',
  },
};

/** The generic answer for any other client error a library raises, by status. */
const BY_STATUS: Record<number, { code: ApiErrorCode; message: string }> = {
  400: { code: 'VALIDATION_FAILED', message: 'The request is not valid.' },
  401: { code: 'UNAUTHENTICATED', message: 'Authentication required.' },
  403: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' },
  404: { code: 'NOT_FOUND', message: 'Not found.' },
  409: { code: 'CONFLICT', message: 'The request conflicts with the current state.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' },
  414: { code: 'VALIDATION_FAILED', message: 'The address is too long.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Content type is not supported.' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
};

/** Turns any error into the envelope and its status; null means "unexpected". */
export function toApiError(error: unknown): { status: number; body: ApiError } | null {
  if (error instanceof AppError) return { status: error.statusCode, body: error.toBody() };
  if (typeof error !== 'object' || error === null) return null;
  const { code, statusCode } = error as Partial<FastifyError>;
  const known = code === undefined ? undefined : KNOWN[code];
  if (known) return { status: known.status, body: { message: known.message, code: known.code } };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const generic = BY_STATUS[statusCode] ?? BY_STATUS[400];
    if (generic)
      return { status: statusCode, body: { message: generic.message, code: generic.code } };
  }
  return null;
}

/** The database cannot be reached: the request may work in a moment (issue 39). */
export const SERVICE_UNAVAILABLE =
  'The service is unavailable for a moment. Please try again shortly.';
/** How long a client waits before trying again after a 503. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const answer = toApiError(error);
  if (answer) return reply.code(answer.status).send(answer.body);
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: loggableError(error) }, 'The database is unreachable');
    const body: ApiError = { message: SERVICE_UNAVAILABLE, code: 'UNAVAILABLE' };
    return reply
      .code(503)
      .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      .send(body);
  }
  request.log.error({ err: loggableError(error) }, 'Unexpected error');
  const body: ApiError = { message: INTERNAL_MESSAGE, code: 'INTERNAL' };
  return reply.code(500).send(body);
}

/**
 * One envelope for every error: `{ message, code, details? }`, never internals. Its schema is
 * shared (`ApiError`), so every route's error answers point at the same component.
 */
export default fp(
  async (app) => {
    app.addSchema(apiErrorSchema);
    app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  },
  { name: 'errors' },
);
