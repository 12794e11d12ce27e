import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordResetRequestResponse } from '@jiyun/domain';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { DEMO_OWNER } from '../seed/demo.js';
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

const log = { warn: () => undefined };
const message = { to: '+16045550123', text: 'Your Jiyun verification code is 123456.' };
const sent = { method: 'POST', type: 'application/json', body: message };

describe('webhook SMS transport', () => {
  it('POSTs { to, text } as JSON', async () => {
    gateway.respond = (_request, response) => response.writeHead(204).end();
    const sender = createWebhookSender({ url: gateway.url, timeoutMs: 2000, retries: 1 }, log);
    await sender.send(message);
    expect(gateway.received).toEqual([sent]);
  });

  it('tries again after a 5xx answer', async () => {
    let calls = 0;
    gateway.respond = (_request, response) => {
      calls += 1;
      response.writeHead(calls === 1 ? 503 : 200).end('{}');
    };
    const sender = createWebhookSender({ url: gateway.url, timeoutMs: 2000, retries: 1 }, log);
    await sender.send(message);
    expect(gateway.received).toEqual([sent, sent]);
  });

  it('gives up after a timeout on every try', async () => {
    gateway.respond = () => undefined; // never answers
    const sender = createWebhookSender({ url: gateway.url, timeoutMs: 150, retries: 1 }, log);
    await expect(sender.send(message)).rejects.toThrow(SmsDeliveryError);
    await expect(sender.send(message)).rejects.toThrow(/did not answer within 150 ms/);
    expect(gateway.received).toHaveLength(4);
  });

  it('does not try again when the gateway refuses the message (4xx)', async () => {
    gateway.respond = (_request, response) => response.writeHead(400).end();
    const sender = createWebhookSender({ url: gateway.url, timeoutMs: 2000, retries: 3 }, log);
    await expect(sender.send(message)).rejects.toThrow(/answered 400/);
    expect(gateway.received).toHaveLength(1);
  });
});

describe('an app with the webhook transport', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ smsTransport: 'webhook', smsWebhookUrl: gateway.url });
  });
  afterAll(() => app.close());

  it('sends the reset code through the webhook and has no /dev/outbox', async () => {
    gateway.respond = (_request, response) => response.writeHead(200).end();
    const response = await postJson(app, '/api/v1/merchants/auth/phone/password-reset/request', {
      country_code: '+1',
      phone_number: '6045550123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PasswordResetRequestResponse>().data.resend_after).toBe(30);
    expect(gateway.received).toEqual([
      {
        method: 'POST',
        type: 'application/json',
        body: {
          to: '+16045550123',
          text: expect.stringMatching(/^Your Jiyun verification code is \d{6}\./) as unknown,
        },
      },
    ]);
    const outbox = await app.inject({ url: '/api/v1/dev/outbox?phone=%2B16045550123' });
    expect(outbox.statusCode).toBe(404);
  });

  it('answers 503 when a phone-change code cannot be delivered', async () => {
    gateway.respond = (_request, response) => response.writeHead(500).end();
    const owner = await signIn(app, DEMO_OWNER);
    const response = await postJson(
      app,
      '/api/v1/merchants/auth/phone/otp-send',
      { country_code: '+1', phone_number: '6045550166' },
      bearer(owner.accessToken),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      message: 'The verification code could not be sent. Please try again later.',
    });
  });
});
