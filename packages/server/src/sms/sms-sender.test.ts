import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PasswordResetRequestResponse } from '@jiyun/domain';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { DEMO_OWNER, SECOND_OWNER } from '../seed/demo.js';
import { bearer, postJson, signIn } from '../test-helpers/sessions.js';
import { createWebhookSender, SmsDeliveryError } from './sms-sender.js';

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

interface Gateway {
  url: string;
  received: unknown[];
  respond: Handler;
}

/** A real HTTP server standing in for the SMS gateway. */
let server: Server;
const gateway: Gateway = { url: '', received: [], respond: () => undefined };
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      gateway.received.push({
        method: request.method,
        type: request.headers['content-type'],
        body: JSON.parse(body) as unknown,
      });
      gateway.respond(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterEach(() => {
  gateway.received = [];
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const message = { to: '+16045550123', text: 'Your Jiyun verification code is 123456.' };
const sent = { method: 'POST', type: 'application/json', body: message };
const RESET_REQUEST = '/api/v1/merchants/auth/phone/password-reset/request';

describe('webhook SMS transport (one try; the outbox retries)', () => {
  it('POSTs { to, text } as JSON', async () => {
    gateway.respond = (_request, response) => response.writeHead(204).end();
    const sender = createWebhookSender({ url: gateway.url, timeoutMs: 2000 });
    await sender.send(message);
    expect(gateway.received).toEqual([sent]);
  });

  it.each([
    ['a 5xx answer', (response: ServerResponse) => response.writeHead(503).end(), /answered 503/],
    ['no answer in time', () => undefined, /did not answer within 150 ms/],
  ])('counts %s as worth another try', async (_name, answer, problem) => {
    gateway.respond = (_request, response) => answer(response);
    const sender = createWebhookSender({ url: gateway.url, timeoutMs: 150 });
    const failure = await sender.send(message).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsDeliveryError);
    expect(failure).toMatchObject({ retryable: true, message: expect.stringMatching(problem) });
    expect(gateway.received).toHaveLength(1);
  });

  it('counts a refusal (4xx) as final', async () => {
    gateway.respond = (_request, response) => response.writeHead(400).end();
    const sender = createWebhookSender({ url: gateway.url, timeoutMs: 2000 });
    await expect(sender.send(message)).rejects.toMatchObject({
      retryable: false,
      message: 'the SMS webhook answered 400',
    });
  });
});

/** Fails the test instead of hanging when `promise` is not settled within `ms`. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms),
    ),
  ]);
}

describe('an app with the webhook transport', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ smsTransport: 'webhook', smsWebhookUrl: gateway.url });
  });
  afterAll(() => app.close());

  it('sends the reset code through the webhook and has no /dev/outbox', async () => {
    gateway.respond = (_request, response) => response.writeHead(200).end();
    const response = await postJson(app, RESET_REQUEST, {
      country_code: '+1',
      phone_number: '6045550123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PasswordResetRequestResponse>().data.resend_after).toBe(30);
    await vi.waitFor(() => expect(gateway.received).toHaveLength(1), { timeout: 5000 });
    expect(gateway.received).toEqual([
      {
        method: 'POST',
        type: 'application/json',
        body: {
          to: '+16045550123',
          text: expect.stringMatching(/^【集运】您的验证码是 \d{6}，/) as unknown,
        },
      },
    ]);
    // Handed over: the outbox keeps no code.
    await vi.waitFor(async () =>
      expect(await app.repositories.smsOutbox.historyOf('+16045550123')).toEqual([
        { status: 'sent', attempts: 1, text: null, last_error: null },
      ]),
    );
    const outbox = await app.inject({ url: '/api/v1/dev/outbox?phone=%2B16045550123' });
    expect(outbox.statusCode).toBe(404);
  });

  it('answers a known and an unknown phone alike, without waiting for a slow gateway', async () => {
    const held: ServerResponse[] = [];
    gateway.respond = (_request, response) => void held.push(response);
    try {
      for (const phone_number of ['6045550124', '6045550199']) {
        // The gateway answers nobody until the end of the test: the reset must not wait for it.
        const started = performance.now();
        const response = await within(
          3000,
          postJson(app, RESET_REQUEST, { country_code: '+1', phone_number }),
        );
        expect(response.statusCode, phone_number).toBe(200);
        expect(performance.now() - started).toBeLessThan(1500);
      }
      // Lin Chen is a team member, not an owner: neither phone is sent anything.
      const started = performance.now();
      const owner = await within(
        3000,
        postJson(app, RESET_REQUEST, { country_code: '+86', phone_number: '13800000002' }),
      );
      expect(owner.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(1500);
      await vi.waitFor(() => expect(gateway.received).toHaveLength(1), { timeout: 5000 });
      expect(gateway.received[0]).toMatchObject({ body: { to: '+8613800000002' } });
      const known = await app.repositories.smsOutbox.historyOf('+16045550124');
      const unknown = await app.repositories.smsOutbox.historyOf('+16045550199');
      // Both answers wrote one row; neither is ever sent.
      expect(known).toEqual([{ status: 'withheld', attempts: 0, text: null, last_error: null }]);
      expect(unknown).toEqual(known);
    } finally {
      for (const response of held) response.writeHead(200).end();
    }
  });

  it('tries a failed text again, later, and answers the phone change at once', async () => {
    let calls = 0;
    gateway.respond = (_request, response) => {
      calls += 1;
      response.writeHead(calls === 1 ? 500 : 200).end();
    };
    const owner = await signIn(app, DEMO_OWNER);
    const response = await postJson(
      app,
      '/api/v1/merchants/auth/phone/otp-send',
      { country_code: '+1', phone_number: '6045550166' },
      bearer(owner.accessToken),
    );
    expect(response.statusCode).toBe(200);
    // The retry waits for its backoff (2 s) and the next look at the outbox.
    await vi.waitFor(() => expect(gateway.received).toHaveLength(2), { timeout: 8000 });
    expect(gateway.received[1]).toEqual(gateway.received[0]);
    await vi.waitFor(async () =>
      expect(await app.repositories.smsOutbox.historyOf('+16045550166')).toEqual([
        {
          status: 'sent',
          attempts: 2,
          text: null,
          last_error: null,
        },
      ]),
    );
  }, 15_000);

  it('gives up on a text the gateway refuses (4xx) without trying again', async () => {
    gateway.respond = (_request, response) => response.writeHead(422).end();
    // Another owner: one user may ask for a phone-change code every 30 s.
    const owner = await signIn(app, SECOND_OWNER);
    const response = await postJson(
      app,
      '/api/v1/merchants/auth/phone/otp-send',
      { country_code: '+1', phone_number: '6045550167' },
      bearer(owner.accessToken),
    );
    expect(response.statusCode).toBe(200);
    await vi.waitFor(async () =>
      expect(await app.repositories.smsOutbox.historyOf('+16045550167')).toEqual([
        { status: 'failed', attempts: 1, text: null, last_error: 'the SMS webhook answered 422' },
      ]),
    );
    expect(gateway.received).toHaveLength(1);
  });
});
