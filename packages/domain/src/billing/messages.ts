import { ACCOUNT_MESSAGES, CODE_MESSAGES } from '../account/types.js';
/** The server's sentences for billing refusals; the failure map reads them, so they cannot drift. */
export const BILLING_MESSAGES = {
  settlementNotFound: 'Settlement not found',
  notAllowed: 'The settlement is not in a status that allows this.',
  nothingChanged: 'Nothing changed.',
  documentsRequired: 'Add at least one document.',
  tooManyDocuments: 'At most 2 documents.',
  documentTooLarge: 'A document is larger than 10 MB.',
  documentType: 'Documents must be PDF, DOC or DOCX files.',
} as const;

/** The calls of the billing pages, each with its own failure text (spec 8, A33). */
export const BILLING_CALLS = [
  'overview',
  'detail',
  'upload',
  'bank_account',
  'save_bank_account',
  'send_bank_account_code',
] as const;
export type BillingCall = (typeof BILLING_CALLS)[number];

/**
 * What went wrong with a billing call, in the words the billing pages have a text for:
 * `upload_failed` "Upload failed"; `save_bank_account` "Failed to update account details." (A33);
 * `document_too_large` names the file and 10MB; `too_many_documents` is A43's message for a
 * third document (nothing already chosen is dropped).
 */
export const BILLING_FAILURES = [
  'fetch_overview',
  'load_settlement',
  'settlement_not_found',
  'upload_failed',
  'load_bank_account',
  'save_bank_account',
  'status_changed',
  'nothing_changed',
  'document_too_large',
  'document_type',
  'too_many_documents',
  'forbidden',
  'invalid_input',
  'send_code',
  'code_wait',
  'invalid_code',
  'new_code_needed',
] as const;
export type BillingFailure = (typeof BILLING_FAILURES)[number];

/** The successes the pages announce: "Upload successful"; "Account details saved." (A33). */
export const BILLING_NOTICES = ['upload_successful', 'bank_account_saved'] as const;
export type BillingNotice = (typeof BILLING_NOTICES)[number];

/** The parts of an error answer the mapping reads. */
export interface BillingErrorAnswer {
  status?: number;
  code?: string;
  message?: string;
}

const CALL_FAILURE: Readonly<Record<BillingCall, BillingFailure>> = {
  overview: 'fetch_overview',
  detail: 'load_settlement',
  upload: 'upload_failed',
  bank_account: 'load_bank_account',
  save_bank_account: 'save_bank_account',
  send_bank_account_code: 'send_code',
};

const BY_MESSAGE: ReadonlyArray<readonly [string, BillingFailure]> = [
  [BILLING_MESSAGES.notAllowed, 'status_changed'],
  [BILLING_MESSAGES.nothingChanged, 'nothing_changed'],
  [BILLING_MESSAGES.tooManyDocuments, 'too_many_documents'],
  [BILLING_MESSAGES.documentTooLarge, 'document_too_large'],
  [BILLING_MESSAGES.documentType, 'document_type'],
  // The code texted to the owner for a bank account change (A48).
  [ACCOUNT_MESSAGES.invalidCode, 'invalid_code'],
  [CODE_MESSAGES.expired, 'new_code_needed'],
  [CODE_MESSAGES.used, 'new_code_needed'],
  [CODE_MESSAGES.tooManyTries, 'new_code_needed'],
];

/** The failure a billing page shows for an error answer of `call` (A7, A29). */
export function billingFailureOf(call: BillingCall, error: BillingErrorAnswer): BillingFailure {
  const known = BY_MESSAGE.find(([message]) => message === error.message)?.[1];
  if (known !== undefined) return known;
  switch (error.code) {
    case 'NOT_FOUND':
      return call === 'detail' ? 'settlement_not_found' : CALL_FAILURE[call];
    case 'FORBIDDEN':
      return 'forbidden';
    case 'PAYLOAD_TOO_LARGE':
      return 'document_too_large';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'document_type';
    case 'RATE_LIMITED':
      return call === 'send_bank_account_code' ? 'code_wait' : CALL_FAILURE[call];
    default:
      return CALL_FAILURE[call];
  }
}

/** The i18n key (namespace `billing`) of a failure's text. */
export function billingFailureKey(failure: BillingFailure): `failures.${BillingFailure}` {
  return `failures.${failure}`;
}
