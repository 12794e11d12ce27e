import fp from 'fastify-plugin';
import { createOtpService } from '../../account/otp-service.js';
import type { OtpService } from '../../account/otp-service.js';
import { createSmsOutboxSender } from '../../sms/sms-outbox-sender.js';
import type { SmsOutboxSender } from '../../sms/sms-outbox-sender.js';
import { createSmsSender } from '../../sms/sms-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Texts go through the outbox: written in the request, sent in the background. */
    sms: SmsOutboxSender;
    otp: OtpService;
  }
}

// A claimed text returns to the queue if its sender died; one webhook try ends well before.
const CLAIM_MARGIN_MS = 30_000;

/** SMS outbox and its background sender, and verification codes, over the repositories. */
export default fp(
  async (app) => {
    const { config, repositories } = app;
    const sms = createSmsOutboxSender({
      outbox: repositories.smsOutbox,
      sender: createSmsSender(config, app.log),
      log: app.log,
      maxAttempts: config.smsWebhookRetries + 1,
      claimMs: config.smsWebhookTimeoutMs + CLAIM_MARGIN_MS,
    });
    app.decorate('sms', sms);
    app.addHook('onReady', async () => sms.start());
    // preClose: the texts being sent finish before the database closes (onClose).
    app.addHook('preClose', async () => sms.stop());
    app.decorate(
      'otp',
      createOtpService({
        codes: repositories.verificationCodes,
        sms,
        secret: config.refreshTokenSecret,
        phoneRateLimitMax: config.otpPhoneRateLimitMax,
        addressRateLimitMax: config.otpAddressRateLimitMax,
        rateLimitWindow: config.otpRateLimitWindow,
      }),
    );
  },
  { name: 'account', dependencies: ['config', 'db'] },
);
