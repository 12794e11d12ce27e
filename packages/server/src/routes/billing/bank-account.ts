import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  BILLING_MESSAGES,
  bankAccountChanges,
  bankAccountPatchSchema,
  fullName,
  maskAccountNumber,
  OTP_RESEND_SECONDS,
} from '@jiyun/domain';
import type {
  BankAccount,
  BankAccountChange,
  ItemResponse,
  OtpSentResponse,
  SessionUser,
} from '@jiyun/domain';
import { AppError, validationFailed } from '../../http/app-error.js';
import { codeRequesterOf } from '../../http/code-requester.js';
import { bankAccountResponse, optionalBankAccountResponse } from '../../http/schemas/billing.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import { otpSentResponse } from '../../http/schemas/session.js';
import type { NewNotification } from '../../repositories/notifications.js';
import { withRetryAfter } from '../account/retry-later.js';

const FIRST_SAVE_NEEDS_ALL =
  'The first save of the bank account needs payee_name, bank_name and account_no.';

/** What the owner is told of every change of where the company is paid (A48). */
function bankAccountChanged(account: BankAccount, by: SessionUser): NewNotification {
  const who = fullName(by) || by.phone_number;
  const masked = maskAccountNumber(account.account_no);
  return {
    type: 'warning',
    title: { en: 'Bank account changed', zhHans: '收款银行账户已变更' },
    body: {
      en: `${who} changed the bank account settlements are paid to: ${account.bank_name}, ${masked}.`,
      zhHans: `${who} 变更了结算收款银行账户：${account.bank_name}，${masked}。`,
    },
    mainContent: {
      en: 'If you did not expect this change, check the account under Billing → Account and change your password.',
      zhHans: '如非预期的变更，请在“账单 → 收款账户”中核对账户，并修改您的密码。',
    },
    about: 'billing',
  };
}

/**
 * The company's bank account (spec 3, 5, 7; A33): read it, and change only what changed, proved by
 * a code texted to the owner's phone (A48); the owner is told of every change.
 */
export default async function bankAccountRoutes(app: FastifyInstance) {
  const { accounts, billing, notifications, users } = app.repositories;
  const guard = [app.authenticate, app.requirePermission('billing')];
  const tags = ['billing'];
  const security = SECURITY.bearer;

  app.get<{ Reply: ItemResponse<BankAccount | null> }>(
    apiPaths.billing.bankAccount,
    {
      onRequest: guard,
      schema: {
        operationId: 'getBankAccount',
        summary: 'The company’s bank account (null before its first save)',
        tags,
        security,
        response: { 200: optionalBankAccountResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await billing.findBankAccount(request.user.mid) }),
  );

  /** The owner of the caller's company: whose phone the code goes to. */
  async function ownerTarget(merchantId: string) {
    const owner = await accounts.ownerOf(merchantId);
    if (!owner) throw new AppError(404, 'NOT_FOUND', 'The company has no owner.');
    return { id: owner.id, countryCode: owner.country_code, phoneNumber: owner.phone_number };
  }

  app.post<{ Reply: OtpSentResponse }>(
    apiPaths.billing.bankAccountCode,
    {
      onRequest: guard,
      schema: {
        operationId: 'sendBankAccountCode',
        summary: "Text a code to the owner's phone to change the bank account",
        tags,
        security,
        response: { 200: otpSentResponse, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const owner = await ownerTarget(request.user.mid);
      await withRetryAfter(reply, () =>
        app.otp.sendBankAccountCode(owner, codeRequesterOf(request)),
      );
      return { data: { resend_after: OTP_RESEND_SECONDS } };
    },
  );

  app.patch<{ Body: BankAccountChange; Reply: ItemResponse<BankAccount> }>(
    apiPaths.billing.bankAccount,
    {
      onRequest: guard,
      schema: {
        operationId: 'updateBankAccount',
        summary: 'Change the bank account (only what changed), with the code sent to the owner',
        description:
          'Send only the fields that changed, none blank, and `otpCode`, the code `POST /merchants/bank-account/code` texted to the owner; the first save sends all three. A patch that changes nothing answers 400 "Nothing changed." and spends no code.',
        tags,
        security,
        body: bankAccountPatchSchema,
        response: { 200: bankAccountResponse, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const { otpCode, ...fields } = request.body;
      const saved = await billing.findBankAccount(merchantId);
      const change = bankAccountChanges(saved, fields);
      if (Object.keys(change).length === 0) throw validationFailed(BILLING_MESSAGES.nothingChanged);
      if (saved === null && Object.keys(change).length < 3) {
        throw validationFailed(FIRST_SAVE_NEEDS_ALL);
      }
      await app.otp.verifyBankAccountCode(await ownerTarget(merchantId), otpCode);
      const account = await billing.saveBankAccount(merchantId, change);
      if (account === null) throw validationFailed(FIRST_SAVE_NEEDS_ALL);
      const by = await users.findSessionUser(merchantId, request.user.sub);
      if (by) await notifications.create(merchantId, bankAccountChanged(account, by.user));
      return { data: account };
    },
  );
}
