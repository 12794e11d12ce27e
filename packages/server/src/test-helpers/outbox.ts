import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '../repositories/sms-outbox.js';

/** The texts the outbox transport kept for `phone` (e.g. `+16045550123`), newest first. */
export async function outboxOf(app: FastifyInstance, phone: string): Promise<OutboxMessage[]> {
  const response = await app.inject({
    url: `/api/v1/dev/outbox?phone=${encodeURIComponent(phone)}`,
  });
  if (response.statusCode !== 200) {
    throw new Error(`Outbox answered ${response.statusCode} ${response.body}`);
  }
  return response.json<{ data: OutboxMessage[] }>().data;
}

/** The verification code of the newest text to `phone`. */
export async function latestCodeTo(app: FastifyInstance, phone: string): Promise<string> {
  const [latest] = await outboxOf(app, phone);
  const code = latest && /\b(\d{6})\b/.exec(latest.text)?.[1];
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}
