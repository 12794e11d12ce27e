import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { createSmsOutboxSender, retryDelayMs } from './sms-outbox-sender.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';

describe('retryDelayMs', () => {
  it.each([
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [5, 32_000],
    [8, 256_000],
    [9, 300_000],
    [30, 300_000],
  ])('after try %i waits %i ms', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });
});

describe('several senders on one outbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    // Only the two senders below drain the outbox in this test.
    await app.sms.stop();
  });
  afterAll(() => app.close());

  it('never send one text twice', async () => {
    const delivered: SmsMessage[] = [];
    // A gateway slow enough that both senders are at work at the same time.
    const slowGateway: SmsSender = {
      transport: 'webhook',
      keepsText: false,
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(message);
      },
    };
    const log = { warn: () => undefined, error: () => undefined };
    const senders = [1, 2].map(() =>
      createSmsOutboxSender({
        outbox: app.repositories.smsOutbox,
        sender: slowGateway,
        log,
        maxAttempts: 3,
        claimMs: 60_000,
        batchSize: 3,
      }),
    );
    const texts = Array.from({ length: 30 }, (_, index) => ({
      to: `+1604555${String(index).padStart(4, '0')}`,
      text: `Text ${index}`,
    }));
    for (const text of texts) await app.repositories.smsOutbox.enqueue(text, new Date());
    const tried = await Promise.all(senders.map((sender) => sender.drain()));
    expect(tried.reduce((sum, count) => sum + count, 0)).toBe(30);
    expect(delivered.map((message) => message.text).sort()).toEqual(
      texts.map((text) => text.text).sort(),
    );
    expect(await Promise.all(senders.map((sender) => sender.drain()))).toEqual([0, 0]);
  });
});
