import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import type { ListResponse } from '@jiyun/domain';
import type { OutboxMessage } from '../../repositories/sms-outbox.js';

const outboxQuery = object({
  phone: string()
    .required('phone is required (country code and number, e.g. +16045550123).')
    .max(32, 'phone must be at most 32 characters.'),
});

/**
 * `GET /dev/outbox?phone=+16045550123`: the latest texts the outbox transport kept for a phone,
 * so developers and the end-to-end suite can read codes. Only registered outside production
 * with the outbox transport.
 */
export default async function devOutboxRoute(app: FastifyInstance) {
  const { config } = app;
  if (config.smsTransport !== 'outbox' || config.nodeEnv === 'production') return;

  app.get<{ Querystring: { phone: string }; Reply: Omit<ListResponse<OutboxMessage>, 'results'> }>(
    '/dev/outbox',
    {
      schema: {
        querystring: outboxQuery,
        summary: 'SMS kept by the outbox transport (development only)',
        tags: ['development'],
        hide: true,
      },
    },
    async (request) => {
      // `+1 604-555-0123` and `+16045550123` name the same phone.
      const phone = `+${request.query.phone.replace(/\D/g, '')}`;
      return { data: await app.repositories.smsOutbox.latestTo(phone, 20) };
    },
  );
}
