import type { BankAccount } from '@jiyun/domain';
import { itemResponse, objectOf, orNull, text } from './json-schema.js';

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
