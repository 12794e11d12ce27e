import type { Database } from '../db/client.js';
import { createAccountRepository } from './account.js';
import { createFileReferenceRepository } from './file-references.js';
import type { FileReferenceRepository } from './file-references.js';
import type { AccountRepository } from './account.js';
import { createBillingRepository } from './billing.js';
import type { BillingRepository } from './billing.js';
import { createDashboardRepository } from './dashboard.js';
import type { DashboardRepository } from './dashboard.js';
import { createMerchantRepository } from './merchants.js';
import type { MerchantRepository } from './merchants.js';
import { createNotificationRepository } from './notifications.js';
import type { NotificationRepository } from './notifications.js';
import { createOrderRepository } from './orders.js';
import type { OrderRepository } from './orders.js';
import { createParcelRepository } from './parcels.js';
import type { ParcelRepository } from './parcels.js';
import { createReturnRepository } from './returns.js';
import type { ReturnRepository } from './returns.js';
import { createRefreshTokenRepository } from './refresh-tokens.js';
import type { RefreshTokenRepository } from './refresh-tokens.js';
import { createShippingLineRepository } from './shipping-lines.js';
import type { ShippingLineRepository } from './shipping-lines.js';
import { createSmsOutboxRepository } from './sms-outbox.js';
import type { SmsOutboxRepository } from './sms-outbox.js';
import { createTeamRepository } from './team.js';
import type { TeamRepository } from './team.js';
import { createUserRepository } from './users.js';
import type { UserRepository } from './users.js';
import { createVerificationCodeRepository } from './verification-codes.js';
import type { VerificationCodeRepository } from './verification-codes.js';
import { createWarehouseRepository } from './warehouses.js';
import type { WarehouseRepository } from './warehouses.js';

/**
 * Every query the server runs, one repository per kind of row. Services and routes reach the
 * database only through these (`app.repositories`); a query on a company's data takes its
 * merchant id, so none can forget it.
 */
export interface Repositories {
  users: UserRepository;
  merchants: MerchantRepository;
  refreshTokens: RefreshTokenRepository;
  accounts: AccountRepository;
  verificationCodes: VerificationCodeRepository;
  smsOutbox: SmsOutboxRepository;
  notifications: NotificationRepository;
  warehouses: WarehouseRepository;
  parcels: ParcelRepository;
  shippingLines: ShippingLineRepository;
  orders: OrderRepository;
  returns: ReturnRepository;
  team: TeamRepository;
  billing: BillingRepository;
  dashboard: DashboardRepository;
  fileReferences: FileReferenceRepository;
}

export function createRepositories(db: Database): Repositories {
  return {
    users: createUserRepository(db),
    merchants: createMerchantRepository(db),
    refreshTokens: createRefreshTokenRepository(db),
    accounts: createAccountRepository(db),
    verificationCodes: createVerificationCodeRepository(db),
    smsOutbox: createSmsOutboxRepository(db),
    notifications: createNotificationRepository(db),
    warehouses: createWarehouseRepository(db),
    parcels: createParcelRepository(db),
    shippingLines: createShippingLineRepository(db),
    orders: createOrderRepository(db),
    returns: createReturnRepository(db),
    team: createTeamRepository(db),
    billing: createBillingRepository(db),
    dashboard: createDashboardRepository(db),
    fileReferences: createFileReferenceRepository(db),
  };
}
