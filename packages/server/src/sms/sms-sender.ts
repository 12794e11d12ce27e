import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { SmsOutboxRepository } from '../repositories/sms-outbox.js';

/** One text message to a phone written as country code and number, e.g. `+16045550123`. */
export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  readonly transport: AppConfig['smsTransport'];
  /** Delivers the message or throws `SmsDeliveryError`. */
  send(message: SmsMessage): Promise<void>;
}

/** The SMS gateway could not be reached or refused the message (after the retries). */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * `outbox`: the message is kept in `sms_outbox` and logged with its text, so a developer
 * reads the code in the server output (or at GET /dev/outbox). Never in production (config).
 */
export function createOutboxSender(outbox: SmsOutboxRepository, log: FastifyBaseLogger): SmsSender {
  return {
    transport: 'outbox',
    async send(message) {
      await outbox.add(message);
      log.info({ sms: message }, `SMS to ${message.to}: ${message.text}`);
    },
  };
}

export interface WebhookOptions {
  url: string;
  timeoutMs: number;
  retries: number;
}

/**
 * `webhook`: POSTs `{ to, text }` as JSON to the SMS gateway. A network error, a timeout or a
 * 5xx answer is tried again (`retries` times); a 4xx answer is final, the gateway refused it.
 */
export function createWebhookSender(
  options: WebhookOptions,
  log: Pick<FastifyBaseLogger, 'warn'>,
): SmsSender {
  return {
    transport: 'webhook',
    async send(message) {
      let lastProblem = 'not sent';
      for (let attempt = 0; attempt <= options.retries; attempt += 1) {
        try {
          const response = await fetch(options.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ to: message.to, text: message.text }),
            signal: AbortSignal.timeout(options.timeoutMs),
          });
          // The body is not needed; reading it frees the connection.
          await response.arrayBuffer().catch(() => undefined);
          if (response.ok) return;
          lastProblem = `the SMS webhook answered ${response.status}`;
          if (response.status < 500) break;
        } catch (error) {
          lastProblem =
            error instanceof Error && error.name === 'TimeoutError'
              ? `the SMS webhook did not answer within ${options.timeoutMs} ms`
              : `the SMS webhook could not be reached (${error instanceof Error ? error.message : String(error)})`;
        }
        log.warn({ to: message.to, attempt: attempt + 1 }, `SMS not delivered: ${lastProblem}`);
      }
      throw new SmsDeliveryError(`SMS to ${message.to} not delivered: ${lastProblem}.`);
    },
  };
}

export function createSmsSender(
  config: AppConfig,
  outbox: SmsOutboxRepository,
  log: FastifyBaseLogger,
): SmsSender {
  if (config.smsTransport === 'webhook') {
    if (config.smsWebhookUrl === null) throw new Error('SMS_WEBHOOK_URL is not set.');
    return createWebhookSender(
      {
        url: config.smsWebhookUrl,
        timeoutMs: config.smsWebhookTimeoutMs,
        retries: config.smsWebhookRetries,
      },
      log,
    );
  }
  return createOutboxSender(outbox, log);
}
