import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { billingFailureOf } from './messages.js';
import {
  bankAccountChanges,
  bankAccountFormSchema,
  bankAccountPatchSchema,
  settlementListQuerySchema,
} from './schemas.js';

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

  it('the form needs all three fields non-blank', () => {
    expect(
      errorsOf(() =>
        bankAccountFormSchema.validateSync({ ...saved, bank_name: '   ' }, { abortEarly: false }),
      ),
    ).toEqual(['bank_name is required.']);
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

  it('the PATCH refuses nothing, a blank field and an unknown field', () => {
    expect(errorsOf(() => bankAccountPatchSchema.validateSync({}))).toEqual(['Nothing changed.']);
    expect(errorsOf(() => bankAccountPatchSchema.validateSync({ payee_name: ' ' }))).toEqual([
      'payee_name is required.',
    ]);
    expect(errorsOf(() => bankAccountPatchSchema.validateSync({ iban: 'x' }))).toEqual([
      'Unknown field: iban.',
    ]);
    expect(bankAccountPatchSchema.validateSync({ account_no: '6222 0212 3456 7890' })).toEqual({
      account_no: '6222 0212 3456 7890',
    });
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
});
