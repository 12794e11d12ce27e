import fp from 'fastify-plugin';
import { createOtpService } from '../../account/otp-service.js';
import type { OtpService } from '../../account/otp-service.js';
import { createNotificationRepository } from '../../notifications/notify.js';
import type { NotificationRepository } from '../../notifications/notify.js';
import { createAccountRepository } from '../../repositories/account.js';
import type { AccountRepository } from '../../repositories/account.js';
import { createSmsSender } from '../../sms/sms-sender.js';
import type { SmsSender } from '../../sms/sms-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
    otp: OtpService;
    accounts: AccountRepository;
    notifications: NotificationRepository;
  }
}

/** SMS transport, verification codes, account settings and notifications. */
export default fp(
  async (app) => {
    const { config } = app;
    const sms = createSmsSender(config, app.db, app.log);
    app.decorate('sms', sms);
    app.decorate(
      'otp',
      createOtpService({
        db: app.db,
        sms,
        log: app.log,
        secret: config.refreshTokenSecret,
        phoneRateLimitMax: config.otpPhoneRateLimitMax,
        addressRateLimitMax: config.otpAddressRateLimitMax,
        rateLimitWindow: config.otpRateLimitWindow,
      }),
    );
    app.decorate('accounts', createAccountRepository(app.db));
    app.decorate('notifications', createNotificationRepository(app.db));
  },
  { name: 'account', dependencies: ['config', 'db'] },
);
