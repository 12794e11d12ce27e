import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { loggableError } from '../../db/loggable-error.js';
import { sendError } from './errors.js';

const CUSTOMER_VALUE = 'C106359-private-customer-note';

let app: FastifyInstance;
let failedQuery: unknown;

beforeAll(async () => {
  app = await buildTestApp();
  // A query PostgreSQL refuses, with a customer's value bound to it.
  failedQuery = await app.db
    .execute(sql`select ${CUSTOMER_VALUE}::integer`)
    .then(() => null)
    .catch((error: unknown) => error);
});
afterAll(() => app.close());

describe('loggableError', () => {
  it('keeps the SQLSTATE of a failed query, not its SQL or values', () => {
    expect(failedQuery).toBeInstanceOf(Error);
    const logged = loggableError(failedQuery);
    expect(logged).toMatchObject({ code: '22P02', message: 'Database error 22P02' });
    const text = JSON.stringify(logged);
    expect(text).not.toContain(CUSTOMER_VALUE);
    expect(text).not.toContain('select');
  });

  it.each([
    ['an ordinary error', new Error('boom')],
    ['a Node error with a five-letter code', Object.assign(new Error('pipe'), { code: 'EPIPE' })],
  ])('leaves %s as it is', (_name, error) => {
    expect(loggableError(error)).toBe(error);
  });
});

describe('sendError', () => {
  it('answers 500 and logs the failed query without its values', () => {
    const logError = vi.fn();
    const request = { log: { error: logError } } as unknown as FastifyRequest;
    const reply = {
      code: vi.fn().mockReturnThis(),
      send: vi.fn().mockReturnThis(),
    };
    sendError(failedQuery, request, reply as unknown as FastifyReply);
    expect(reply.code).toHaveBeenCalledWith(500);
    expect(logError).toHaveBeenCalledOnce();
    expect(JSON.stringify(logError.mock.calls[0])).not.toContain(CUSTOMER_VALUE);
    expect(logError.mock.calls[0]?.[0]).toMatchObject({ err: { code: '22P02' } });
  });
});
