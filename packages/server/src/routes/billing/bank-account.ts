import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  BILLING_MESSAGES,
  bankAccountChanges,
  bankAccountPatchSchema,
} from '@jiyun/domain';
import type { BankAccount, BankAccountPatch, ItemResponse } from '@jiyun/domain';
import { validationFailed } from '../../http/app-error.js';
import { bankAccountResponse, optionalBankAccountResponse } from '../../http/schemas/billing.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';

const FIRST_SAVE_NEEDS_ALL =
  'The first save of the bank account needs payee_name, bank_name and account_no.';

/** The company's bank account (spec 3, 5, 7; A33): read it, and change only what changed. */
export default async function bankAccountRoutes(app: FastifyInstance) {
  const { billing } = app.repositories;
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

  app.patch<{ Body: BankAccountPatch; Reply: ItemResponse<BankAccount> }>(
    apiPaths.billing.bankAccount,
    {
      onRequest: guard,
      schema: {
        operationId: 'updateBankAccount',
        summary: 'Change the bank account (only what changed)',
        description:
          'Send only the fields that changed, none blank; the first save sends all three. A patch that changes nothing answers 400 "Nothing changed.".',
        tags,
        security,
        body: bankAccountPatchSchema,
        response: { 200: bankAccountResponse, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const saved = await billing.findBankAccount(merchantId);
      const change = bankAccountChanges(saved, request.body);
      if (Object.keys(change).length === 0) throw validationFailed(BILLING_MESSAGES.nothingChanged);
      const account = await billing.saveBankAccount(merchantId, change);
      if (account === null) throw validationFailed(FIRST_SAVE_NEEDS_ALL);
      return { data: account };
    },
  );
}
