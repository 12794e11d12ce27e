import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { billingFailureOf } from './messages.js';
import {
  bankAccountChanges,
  bankAccountFormSchema,
  bankAccountPatchSchema,
  settlementListQuerySchema,
} from './schemas.js';
import type { BillingCall, BillingErrorAnswer, BillingFailure } from './messages.js';

const errorsOf = (run: () => unknown): string[] => {
  try {
    run();
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
};

describe('settlementListQuerySchema', () => {
  it('defaults to the first page of 10 and reads a comma list of statuses', () => {
    expect(
      settlementListQuerySchema.validateSync({ status: 'unconfirmed,rejected', searchField: 'id' }),
    ).toEqual({ page: 1, take: 10, status: ['unconfirmed', 'rejected'], searchField: 'id' });
  });

  it('refuses an unknown status, a reversed cycle and an unknown parameter', () => {
    expect(errorsOf(() => settlementListQuerySchema.validateSync({ status: 'paid' }))).toEqual([
      'status must be one of unconfirmed, under_review, approved, rejected.',
    ]);
    expect(
      errorsOf(() =>
        settlementListQuerySchema.validateSync({
          cycle_from: '2026-05-01',
          cycle_to: '2026-04-01',
        }),
      ),
    ).toEqual(['cycle_from must not be after cycle_to.']);
    expect(errorsOf(() => settlementListQuerySchema.validateSync({ limit: '10' }))).toEqual([
      'Unknown query parameter: limit.',
    ]);
  });
});

describe('bank account', () => {
  const saved = {
    payee_name: '深圳市前海环球集运有限公司',
    bank_name: '招商银行',
    account_no: '6222021234567890',
  };

  const code = '428913';

  it('the form needs all three fields non-blank, and the code', () => {
    expect(
      errorsOf(() =>
        bankAccountFormSchema.validateSync({ ...saved, bank_name: '   ' }, { abortEarly: false }),
      ),
    ).toEqual(['bank_name is required.', 'otpCode is required.']);
  });

  it('sends only what changed, trimmed', () => {
    expect(bankAccountChanges(saved, { ...saved, bank_name: ' 中国工商银行 ' })).toEqual({
      bank_name: '中国工商银行',
    });
    expect(bankAccountChanges(saved, saved)).toEqual({});
    expect(bankAccountChanges(null, saved)).toEqual(saved);
    // A PATCH body names only what it sends.
    expect(bankAccountChanges(saved, { bank_name: saved.bank_name })).toEqual({});
  });

  it('the PATCH refuses nothing, a blank field, an unknown field and a missing code', () => {
    expect(errorsOf(() => bankAccountPatchSchema.validateSync({ otpCode: code }))).toEqual([
      'Nothing changed.',
    ]);
    expect(
      errorsOf(() => bankAccountPatchSchema.validateSync({ payee_name: ' ', otpCode: code })),
    ).toEqual(['payee_name is required.']);
    expect(
      errorsOf(() => bankAccountPatchSchema.validateSync({ iban: 'x', otpCode: code })),
    ).toEqual(['Unknown field: iban.']);
    expect(errorsOf(() => bankAccountPatchSchema.validateSync({ bank_name: '中国银行' }))).toEqual([
      'otpCode is required.',
    ]);
    expect(
      bankAccountPatchSchema.validateSync({ account_no: '6222 0212 3456 7890', otpCode: code }),
    ).toEqual({ account_no: '6222 0212 3456 7890', otpCode: code });
  });

  it.each<[string, string | null]>([
    ['6222 0212 3456 7890', null],
    ['6222-0212-3456-7890', null],
    ['622202', null],
    ['1'.repeat(30), null],
    ['…7890 abc', 'account_no must contain only digits, with spaces or hyphens between them.'],
    [
      '6222 0212 3456 7890 abc',
      'account_no must contain only digits, with spaces or hyphens between them.',
    ],
    [
      'GB33BUKB20201555555555',
      'account_no must contain only digits, with spaces or hyphens between them.',
    ],
    ['-62220212', 'account_no must contain only digits, with spaces or hyphens between them.'],
    ['12345', 'account_no must have 6 to 30 digits.'],
    ['1'.repeat(31), 'account_no must have 6 to 30 digits.'],
  ])('an account number %s: %s', (account_no, message) => {
    const errors = errorsOf(() =>
      bankAccountFormSchema.validateSync({ ...saved, account_no, otpCode: code }),
    );
    expect(errors).toEqual(message === null ? [] : [message]);
  });
});

describe('billingFailureOf', () => {
  it('names refusals by their sentence, else the call', () => {
    expect(billingFailureOf('upload', { code: 'CONFLICT', message: 'At most 2 documents.' })).toBe(
      'too_many_documents',
    );
    expect(billingFailureOf('detail', { code: 'NOT_FOUND' })).toBe('settlement_not_found');
    expect(billingFailureOf('save_bank_account', { code: 'INTERNAL' })).toBe('save_bank_account');
    expect(billingFailureOf('upload', { code: 'PAYLOAD_TOO_LARGE' })).toBe('document_too_large');
  });

  it.each<[BillingCall, BillingErrorAnswer, BillingFailure]>([
    [
      'save_bank_account',
      { message: 'Invalid verification code. Please try again.' },
      'invalid_code',
    ],
    [
      'save_bank_account',
      { message: 'This verification code has already been used. Please request a new code.' },
      'new_code_needed',
    ],
    ['send_bank_account_code', { code: 'RATE_LIMITED', status: 429 }, 'code_wait'],
    ['send_bank_account_code', { code: 'INTERNAL', status: 500 }, 'send_code'],
  ])('the bank account code: %s %o is %s', (call, answer, failure) => {
    expect(billingFailureOf(call, answer)).toBe(failure);
  });
});
