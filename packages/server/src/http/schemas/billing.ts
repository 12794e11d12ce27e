import { SETTLEMENT_LINE_KINDS, SETTLEMENT_STATUSES } from '@jiyun/domain';
import type {
  BankAccount,
  BillingOverview,
  SettlementDetail,
  SettlementDocument,
  SettlementLine,
  SettlementListItem,
} from '@jiyun/domain';
import {
  dateTime,
  decimal,
  integer,
  isoDate,
  itemResponse,
  listOf,
  objectOf,
  oneOf,
  orNull,
  text,
  uuid,
} from './json-schema.js';

const bankAccountSchema = objectOf<BankAccount>({
  payee_name: text,
  bank_name: text,
  account_no: text,
});

export const bankAccountResponse = itemResponse(bankAccountSchema, 'The company’s bank account.');
export const optionalBankAccountResponse = itemResponse(
  orNull(bankAccountSchema),
  'The company’s bank account; null before its first save.',
);

const cad = { ...decimal, description: 'CAD, 2 decimals' };

const settlementListItemProperties = {
  id: { ...text, description: 'The statement number, "S" and digits.' },
  cycle_from: isoDate,
  cycle_to: isoDate,
  total_amount: cad,
  payable_amount: { ...cad, description: 'CAD: the total minus the platform fee.' },
  status: oneOf(SETTLEMENT_STATUSES),
  rejection_reason: orNull(text),
};

export const settlementListItemSchema = objectOf<SettlementListItem>(settlementListItemProperties);

export const billingOverviewResponse = itemResponse(
  objectOf<BillingOverview>({
    total_amount: { ...cad, description: 'CAD: the payable amounts of every settlement.' },
    open_settlements: integer,
    total_settlements: integer,
    outstanding_invoices: integer,
    settlements: listOf(settlementListItemSchema),
    results: integer,
  }),
  'The billing tiles and a page of settlements, newest cycle first.',
);

export const settlementResponse = itemResponse(
  objectOf<SettlementDetail>({
    ...settlementListItemProperties,
    currency: text,
    platform_fee: cad,
    created_at: dateTime,
    submitted_at: orNull(dateTime),
    reviewed_at: orNull(dateTime),
    lines: listOf(
      objectOf<SettlementLine>({
        kind: oneOf(SETTLEMENT_LINE_KINDS),
        source_id: orNull(uuid),
        number: text,
        completed_at: dateTime,
        total_amount: cad,
        platform_fee: cad,
        payable_amount: cad,
      }),
    ),
    documents: listOf(
      objectOf<SettlementDocument>({
        id: uuid,
        file_name: text,
        size: integer,
        url: { ...text, description: 'A file key.' },
        uploaded_at: dateTime,
      }),
    ),
  }),
  'The settlement statement with its itemised lines and documents.',
);
