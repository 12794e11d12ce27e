import type { FastifyReply } from 'fastify';
import { errorResponses } from './schemas/json-schema.js';

/** The answers of a route that makes a PDF (ADR 0086), for its OpenAPI schema. */
export function pdfResponses(description: string) {
  return {
    200: { description, content: { 'application/pdf': { schema: { type: 'string' } } } },
    ...errorResponses(400, 401, 403, 404, 409),
  };
}

/** Sends a PDF to be shown in the browser's viewer, from where it prints; never cached. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
