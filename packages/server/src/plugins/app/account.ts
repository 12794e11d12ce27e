import fp from 'fastify-plugin';
import { createOtpService } from '../../account/otp-service.js';
import type { OtpService } from '../../account/otp-service.js';
import { createSmsSender } from '../../sms/sms-sender.js';
import type { SmsSender } from '../../sms/sms-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
    otp: OtpService;
  }
}

/** SMS transport and verification codes, over the repositories of the registry. */
export default fp(
  async (app) => {
    const { config, repositories } = app;
    const sms = createSmsSender(config, repositories.smsOutbox, app.log);
    app.decorate('sms', sms);
    app.decorate(
      'otp',
      createOtpService({
        codes: repositories.verificationCodes,
        sms,
        log: app.log,
        secret: config.refreshTokenSecret,
        phoneRateLimitMax: config.otpPhoneRateLimitMax,
        addressRateLimitMax: config.otpAddressRateLimitMax,
        rateLimitWindow: config.otpRateLimitWindow,
      }),
    );
  },
  { name: 'account', dependencies: ['config', 'db'] },
);
