import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';

/** One text message to a phone written as country code and number, e.g. `+16045550123`. */
export interface SmsMessage {
  to: string;
  text: string;
}

/** One way of handing a text over; the outbox sender calls it and retries what may succeed later. */
export interface SmsSender {
  readonly transport: AppConfig['smsTransport'];
  /** Whether the outbox keeps the text once delivered (the development outbox shows it). */
  readonly keepsText: boolean;
  /** Hands the message over once, or throws `SmsDeliveryError`. */
  send(message: SmsMessage): Promise<void>;
}

/** The SMS gateway could not be reached (`retryable`) or refused the message (final). */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * `outbox`: nothing leaves the machine; the text stays in `sms_outbox` and is logged, so a
 * developer reads the code in the server output (or at GET /dev/outbox). Never in production.
 */
export function createOutboxSender(log: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  return {
    transport: 'outbox',
    keepsText: true,
    send(message) {
      log.info({ sms: message }, `SMS to ${message.to}: ${message.text}`);
      return Promise.resolve();
    },
  };
}

export interface WebhookOptions {
  url: string;
  timeoutMs: number;
}

/**
 * `webhook`: POSTs `{ to, text }` as JSON to the SMS gateway. A network error, a timeout or a
 * 5xx answer may pass later (retryable); a 4xx answer is final, the gateway refused it.
 */
export function createWebhookSender(options: WebhookOptions): SmsSender {
  return {
    transport: 'webhook',
    keepsText: false,
    async send(message) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError(
          error instanceof Error && error.name === 'TimeoutError'
            ? `the SMS webhook did not answer within ${options.timeoutMs} ms`
            : `the SMS webhook could not be reached (${error instanceof Error ? error.message : String(error)})`,
          true,
        );
      }
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return;
      throw new SmsDeliveryError(
        `the SMS webhook answered ${response.status}`,
        response.status >= 500,
      );
    },
  };
}

export function createSmsSender(config: AppConfig, log: FastifyBaseLogger): SmsSender {
  if (config.smsTransport === 'webhook') {
    if (config.smsWebhookUrl === null) throw new Error('SMS_WEBHOOK_URL is not set.');
    return createWebhookSender({
      url: config.smsWebhookUrl,
      timeoutMs: config.smsWebhookTimeoutMs,
    });
  }
  return createOutboxSender(log);
}
