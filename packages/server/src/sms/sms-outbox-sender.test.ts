import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import type { DatabaseHandle } from '../db/client.js';
import { createSmsOutboxRepository } from '../repositories/sms-outbox.js';
import type { SmsOutboxRepository } from '../repositories/sms-outbox.js';
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

describe('two server instances on one database', () => {
  let app: FastifyInstance;
  let second: DatabaseHandle | null = null;
  let outboxes: SmsOutboxRepository[];
  beforeAll(async () => {
    app = await buildTestApp();
    await app.sms.stop();
    // On PostgreSQL the second instance has a connection pool of its own, as a second process
    // would; the embedded database has one connection, so both share it there.
    if (app.config.databaseUrl !== null) {
      second = await openDatabase({ databaseUrl: app.config.databaseUrl, pgliteDir: 'memory' });
    }
    outboxes = [app.repositories.smsOutbox, createSmsOutboxRepository(second?.db ?? app.db)];
  });
  afterAll(async () => {
    await second?.close();
    await app.close();
  });

  const log = { warn: () => undefined, error: () => undefined };
  const phoneOf = (index: number) => `+8613800${String(index).padStart(6, '0')}`;

  it('send each text exactly once between them', async () => {
    const deliveries = new Map<string, number[]>();
    const senders = outboxes.map((outbox, instance) =>
      createSmsOutboxSender({
        outbox,
        sender: {
          transport: 'webhook',
          keepsText: false,
          async send(message) {
            // An uneven gateway, so the two instances' claims interleave.
            await new Promise((resolve) =>
              setTimeout(resolve, 1 + (message.to.charCodeAt(13) % 7)),
            );
            deliveries.set(message.to, [...(deliveries.get(message.to) ?? []), instance]);
          },
        },
        log,
        maxAttempts: 3,
        claimMs: 60_000,
        batchSize: 4,
      }),
    );
    const phones = Array.from({ length: 60 }, (_, index) => phoneOf(index));
    for (const to of phones) {
      await app.repositories.smsOutbox.enqueue(
        { to, text: `【集运】您的验证码是 ${to.slice(-6)}，5分钟内有效。` },
        new Date(),
      );
    }
    const tried = await Promise.all(senders.map((sender) => sender.drain()));
    expect(tried.reduce((sum, count) => sum + count, 0)).toBe(phones.length);
    expect([...deliveries.keys()].sort()).toEqual(phones);
    expect([...deliveries.values()].every((instances) => instances.length === 1)).toBe(true);
    // Both took part: with a batch of 4 and 60 texts, neither can finish before the other starts.
    expect(tried.every((count) => count > 0)).toBe(true);
    for (const to of phones.slice(0, 3)) {
      expect(await app.repositories.smsOutbox.historyOf(to)).toEqual([
        { status: 'sent', attempts: 1, text: null, last_error: null },
      ]);
    }
  });

  it('send again a text whose instance crashed after claiming it, once its claim lapses', async () => {
    const to = phoneOf(999_999);
    const start = new Date();
    await app.repositories.smsOutbox.enqueue({ to, text: '【集运】您的验证码是 482913。' }, start);
    // The first instance claims it for 30 s and dies before sending.
    const claimed = await outboxes[0]?.claimDue(start, new Date(start.getTime() + 30_000), 10);
    expect(claimed?.map((row) => row.to)).toContain(to);

    let clock = new Date(start.getTime() + 1000);
    const delivered: string[] = [];
    const survivor = createSmsOutboxSender({
      outbox: outboxes[1] ?? app.repositories.smsOutbox,
      sender: {
        transport: 'webhook',
        keepsText: false,
        send: async (message) => {
          delivered.push(message.to);
        },
      },
      log,
      maxAttempts: 3,
      claimMs: 30_000,
      now: () => clock,
    });
    // Within the claim the text is the crashed instance's: not sent twice.
    expect(await survivor.drain()).toBe(0);
    clock = new Date(start.getTime() + 31_000);
    expect(await survivor.drain()).toBe(1);
    expect(delivered).toEqual([to]);
    expect(await app.repositories.smsOutbox.historyOf(to)).toEqual([
      { status: 'sent', attempts: 2, text: null, last_error: null },
    ]);
  });
});
