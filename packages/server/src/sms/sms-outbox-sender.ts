import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedSms, SmsOutboxRepository } from '../repositories/sms-outbox.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';
import { SmsDeliveryError } from './sms-sender.js';

const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/** How long to wait before try `attempt + 1` after `attempt` failed: doubling, capped. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_RETRY_MS);
}

export interface SmsOutboxSenderOptions {
  outbox: SmsOutboxRepository;
  sender: SmsSender;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Tries in all, the first included. */
  maxAttempts: number;
  /** How long a claimed row stays with its sender: longer than one try can take. */
  claimMs: number;
  /** How often the outbox is looked at for retries and for texts other instances wrote. */
  pollMs?: number;
  batchSize?: number;
  now?: () => Date;
}

/**
 * Requests write texts into the outbox and answer at once; this sender hands them to the SMS
 * transport in the background, retrying with backoff. Whether a phone is known, and however slow
 * the gateway is, the answer does the same work.
 */
export function createSmsOutboxSender(options: SmsOutboxSenderOptions) {
  const { outbox, sender, log } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 10;
  let running: Promise<void> | null = null;
  let again = false;
  let started = false;
  let timer: NodeJS.Timeout | null = null;

  async function deliver(row: ClaimedSms): Promise<void> {
    try {
      await sender.send({ to: row.to, text: row.text });
      await outbox.markSent(row.id, now(), !sender.keepsText);
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      const retryable = !(error instanceof SmsDeliveryError) || error.retryable;
      if (retryable && row.attempts < options.maxAttempts) {
        log.warn({ to: row.to, attempt: row.attempts }, `SMS not delivered yet: ${problem}`);
        await outbox.retryAt(
          row.id,
          new Date(now().getTime() + retryDelayMs(row.attempts)),
          problem,
        );
      } else {
        log.error({ to: row.to, attempt: row.attempts }, `SMS not delivered: ${problem}`);
        await outbox.markFailed(row.id, problem, !sender.keepsText);
      }
    }
  }

  /** Sends every due text, a batch at a time; answers how many were tried. */
  async function drain(): Promise<number> {
    let tried = 0;
    for (;;) {
      const at = now();
      const rows = await outbox.claimDue(at, new Date(at.getTime() + options.claimMs), batchSize);
      if (rows.length === 0) return tried;
      await Promise.all(rows.map(deliver));
      tried += rows.length;
    }
  }

  function schedule(delayMs: number): void {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, delayMs);
    // The poll never keeps a process alive by itself.
    timer.unref();
  }

  function run(): void {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'SMS outbox could not be drained'),
      )
      .finally(() => {
        running = null;
        const soon = again;
        again = false;
        schedule(soon ? 0 : pollMs);
      });
  }

  return {
    /** Writes the text for the background sender and wakes it. */
    async queue(message: SmsMessage): Promise<void> {
      await outbox.enqueue(message, now());
      schedule(0);
    },

    /** Writes the row of a text that is never sent (same work as `queue`, nothing goes out). */
    async withhold(to: string): Promise<void> {
      await outbox.withhold(to, now());
    },

    drain,

    start(): void {
      started = true;
      schedule(0);
    },

    /** Stops polling and waits for the texts being sent. */
    async stop(): Promise<void> {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

export type SmsOutboxSender = ReturnType<typeof createSmsOutboxSender>;
