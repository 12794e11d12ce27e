import type { FastifyInstance } from 'fastify';
import { string } from 'yup';
import { apiPaths, querySchema } from '@jiyun/domain';
import type { ListResponse } from '@jiyun/domain';
import type { OutboxMessage } from '../../repositories/sms-outbox.js';
import { errorResponses, listResponse, objectOf, text } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';

const outboxQuery = querySchema({
  phone: string()
    .required('phone is required (country code and number, e.g. +16045550123).')
    .max(32, 'phone must be at most 32 characters.'),
});

const outboxResponse = listResponse(
  objectOf<OutboxMessage>({ to: text, text, created_at: text }),
  'The latest texts kept for the phone, newest first.',
);

/**
 * `GET /dev/outbox?phone=+16045550123`: the latest texts the outbox transport kept for a phone,
 * so developers and the end-to-end suite can read codes. Only registered outside production
 * with the outbox transport.
 */
export default async function devOutboxRoute(app: FastifyInstance) {
  const { config } = app;
  if (config.smsTransport !== 'outbox' || config.nodeEnv === 'production') return;
  app.get<{ Querystring: { phone: string }; Reply: ListResponse<OutboxMessage> }>(
    apiPaths.dev.outbox,
    {
      schema: {
        operationId: 'listOutboxMessages',
        summary: 'SMS kept by the outbox transport (development only)',
        tags: ['development'],
        hide: true,
        security: SECURITY.none,
        querystring: outboxQuery,
        response: { 200: outboxResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      // `+1 604-555-0123` and `+16045550123` name the same phone.
      const phone = `+${request.query.phone.replace(/\D/g, '')}`;
      const messages = await app.repositories.smsOutbox.latestTo(phone, 20);
      return { data: messages, results: messages.length };
    },
  );
}
