import {
  apiPath,
  apiPaths,
  type BankAccount,
  type BankAccountChange,
  type BillingOverview,
  type OtpSentResponse,
  type SettlementDetail,
  type SettlementListQuery,
} from '@jiyun/domain';
import { getItem, listParams, send, sendItem } from '../../../api/http';
import { queryKeysFor } from '../../../api/query-keys';

export const settlementKeys = queryKeysFor('settlements');
export const bankAccountKeys = queryKeysFor('bank-account');

/** The company's settlements and bank account (spec 7, the billing contract's README). */
export const billingClient = {
  overview: (query: SettlementListQuery) =>
    getItem<BillingOverview>(apiPaths.billing.overview, { params: listParams(query) }),
  settlement: (settlementId: string) =>
    getItem<SettlementDetail>(apiPath(apiPaths.billing.settlement, { settlementId })),
  /** The documents as multipart, the field `files` repeated (spec 7). */
  confirm: (settlementId: string, files: readonly File[]) => {
    const body = new FormData();
    for (const file of files) body.append('files', file, file.name);
    return sendItem<SettlementDetail>(
      'post',
      apiPath(apiPaths.billing.settlement, { settlementId }),
      body,
    );
  },
  bankAccount: () => getItem<BankAccount | null>(apiPaths.billing.bankAccount),
  /** Texts a code to the owner's phone; a change of the account needs it (A48). */
  sendBankAccountCode: async () =>
    (await send<OtpSentResponse>('post', apiPaths.billing.bankAccountCode)).data,
  saveBankAccount: (body: BankAccountChange) =>
    sendItem<BankAccount>('patch', apiPaths.billing.bankAccount, body),
};
