import { array, number, object, string } from 'yup';
import { querySchema } from '../api/query.js';
import { otpCode } from '../account/schemas.js';
import { filterDate } from '../orders/schemas.js';
import { statusListOf } from '../parcels/schemas.js';
import { BILLING_MESSAGES } from './messages.js';
import { SETTLEMENT_REASON_MAX } from './rules.js';
import {
  SETTLEMENT_PAGE_MAX,
  SETTLEMENT_PAGE_SIZE,
  SETTLEMENT_PAGE_SIZE_MAX,
  SETTLEMENT_SEARCH_FIELDS,
  SETTLEMENT_STATUSES,
} from './types.js';
import type { BankAccount, BankAccountPatch } from './types.js';

const PAGE_MESSAGE = `page must be a whole number from 1 to ${SETTLEMENT_PAGE_MAX}.`;
const TAKE_MESSAGE = `take must be a whole number from 1 to ${SETTLEMENT_PAGE_SIZE_MAX}.`;

/**
 * `GET merchants/billing-overview` query (spec 7, A28): `take`, `searchField`, `status`
 * repeated or a comma list, the cycle window. Query strings are text, so it converts.
 */
export const settlementListQuerySchema = querySchema({
  page: number()
    .typeError(PAGE_MESSAGE)
    .integer(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(SETTLEMENT_PAGE_MAX, PAGE_MESSAGE)
    .default(1),
  take: number()
    .typeError(TAKE_MESSAGE)
    .integer(TAKE_MESSAGE)
    .min(1, TAKE_MESSAGE)
    .max(SETTLEMENT_PAGE_SIZE_MAX, TAKE_MESSAGE)
    .default(SETTLEMENT_PAGE_SIZE),
  search: string().trim().max(100, 'search must be at most 100 characters.'),
  searchField: string().oneOf(
    SETTLEMENT_SEARCH_FIELDS,
    `searchField must be one of ${SETTLEMENT_SEARCH_FIELDS.join(', ')}.`,
  ),
  status: array()
    .transform((value: unknown, original: unknown) => statusListOf(original) ?? value)
    .of(
      string()
        .required()
        .oneOf(SETTLEMENT_STATUSES, `status must be one of ${SETTLEMENT_STATUSES.join(', ')}.`),
    ),
  cycle_from: filterDate('cycle_from'),
  cycle_to: filterDate('cycle_to'),
}).test('cycle-order', 'cycle_from must not be after cycle_to.', (value) =>
  value.cycle_from === undefined || value.cycle_to === undefined
    ? true
    : value.cycle_from <= value.cycle_to,
);

/** The longest payee name, bank name and account number. */
export const BANK_ACCOUNT_FIELD_MAX = { payee_name: 100, bank_name: 100, account_no: 34 } as const;

function bankText(field: keyof typeof BANK_ACCOUNT_FIELD_MAX) {
  const max = BANK_ACCOUNT_FIELD_MAX[field];
  return string()
    .strict()
    .test('not-blank', `${field} is required.`, (value) => value == null || value.trim() !== '')
    .max(max, `${field} must be at most ${max} characters.`);
}

/** How many digits an account number has (a short local account to the longest card numbers). */
export const ACCOUNT_NO_DIGITS = { min: 6, max: 30 } as const;

const bankFields = {
  payee_name: bankText('payee_name'),
  bank_name: bankText('bank_name'),
  // Digits, grouped by spaces or hyphens as banks print them (A48): "…7890 abc" is no number.
  account_no: bankText('account_no')
    .matches(
      /^\s*\d[\d -]*\d\s*$/,
      'account_no must contain only digits, with spaces or hyphens between them.',
    )
    .test(
      'digits',
      `account_no must have ${ACCOUNT_NO_DIGITS.min} to ${ACCOUNT_NO_DIGITS.max} digits.`,
      (value) => {
        if (value == null) return true;
        const digits = value.replace(/\D/g, '').length;
        return digits >= ACCOUNT_NO_DIGITS.min && digits <= ACCOUNT_NO_DIGITS.max;
      },
    ),
};

/** The bank account form (spec 5): all three fields non-blank, and the owner's code (A48). */
export const bankAccountFormSchema = object({
  payee_name: bankFields.payee_name.required('payee_name is required.'),
  bank_name: bankFields.bank_name.required('bank_name is required.'),
  account_no: bankFields.account_no.required('account_no is required.'),
  otpCode: otpCode(),
});

/**
 * `PATCH merchants/bank-account`: only the fields that changed, none blank, at least one, and the
 * code texted to the owner's phone (A48).
 */
export const bankAccountPatchSchema = object({ ...bankFields, otpCode: otpCode() })
  .noUnknown('Unknown field: ${unknown}.')
  .strict()
  .test('nothing-changed', BILLING_MESSAGES.nothingChanged, ({ otpCode: _code, ...fields }) =>
    Object.values(fields).some((one) => one !== undefined),
  );

/**
 * Only what changed of the bank account: the trimmed fields that differ from the saved ones. The
 * form passes every field; the server passes a PATCH body (only the fields sent).
 */
export function bankAccountChanges(
  saved: BankAccount | null,
  form: BankAccountPatch,
): BankAccountPatch {
  const patch: BankAccountPatch = {};
  for (const field of ['payee_name', 'bank_name', 'account_no'] as const) {
    const value = form[field]?.trim();
    if (value !== undefined && value !== (saved?.[field] ?? '')) patch[field] = value;
  }
  return patch;
}

/** `pnpm ops settlements:reject --reason`: the reason staff give, not blank. */
export const settlementRejectionReasonSchema = string()
  .strict()
  .required('reason is required.')
  .test('not-blank', 'reason is required.', (value) => value.trim() !== '')
  .max(SETTLEMENT_REASON_MAX, `reason must be at most ${SETTLEMENT_REASON_MAX} characters.`);
