import { delay, http, HttpResponse } from 'msw';
import {
  API_BASE,
  apiPaths,
  BILLING_MESSAGES,
  ACCOUNT_MESSAGES,
  type BankAccount,
  type BankAccountChange,
  type BillingOverview,
  type SettlementDetail,
} from '@jiyun/domain';

const url = (path: string) => `${API_BASE}${path}`;
const internal = () =>
  HttpResponse.json({ message: 'Internal error', code: 'INTERNAL' }, { status: 500 });

/** What the overview stories can ask of `GET /merchants/billing-overview`. */
export interface OverviewApi {
  load?: 'ok' | 'loading' | 'error';
  /** The query strings the page sent, for the play to check. */
  sent?: string[];
}

/** The overview answers `overview`, its rows filtered by status. */
export function overviewHandler(overview: BillingOverview, api: OverviewApi = {}) {
  return http.get(url(apiPaths.billing.overview), async ({ request }) => {
    const query = new URL(request.url).searchParams;
    api.sent?.push(query.toString());
    if (api.load === 'loading') await delay('infinite');
    if (api.load === 'error') return internal();
    const statuses = query.getAll('status').flatMap((value) => value.split(','));
    const settlements = overview.settlements.filter(
      (row) => statuses.length === 0 || statuses.includes(row.status),
    );
    const results = statuses.length === 0 ? overview.results : settlements.length;
    return HttpResponse.json({ data: { ...overview, settlements, results } });
  });
}

/** What the settlement stories can ask of its calls. */
export interface SettlementApi {
  load?: 'ok' | 'loading' | 'error' | 'missing';
  /** The upload is refused: 415 (content), 413 (size) or 500. */
  failUpload?: 'document_type' | 'too_large' | 'internal';
  /** The file names of each upload, for the play to check. */
  uploads?: string[][];
}

const resets = new Set<() => void>();

/** Every story starts from the fixtures again: the handlers outlive one story. */
export function resetStoryBilling() {
  for (const reset of resets) reset();
}

/** `GET`/`POST /merchants/settlements/{id}` over one statement, and the signed file links. */
export function settlementHandlers(initial: SettlementDetail, api: SettlementApi = {}) {
  let current = structuredClone(initial);
  resets.add(() => {
    current = structuredClone(initial);
  });
  return [
    http.get(url(apiPaths.billing.settlement), async () => {
      if (api.load === 'loading') await delay('infinite');
      if (api.load === 'error') return internal();
      if (api.load === 'missing')
        return HttpResponse.json(
          { message: BILLING_MESSAGES.settlementNotFound, code: 'NOT_FOUND' },
          { status: 404 },
        );
      return HttpResponse.json({ data: current });
    }),
    http.post(url(apiPaths.billing.settlement), async ({ request }) => {
      const files = (await request.formData()).getAll('files');
      api.uploads?.push(files.map((file) => (typeof file === 'string' ? file : file.name)));
      if (api.failUpload === 'document_type')
        return HttpResponse.json(
          { message: BILLING_MESSAGES.documentType, code: 'UNSUPPORTED_MEDIA_TYPE' },
          { status: 415 },
        );
      if (api.failUpload === 'too_large')
        return HttpResponse.json(
          { message: BILLING_MESSAGES.documentTooLarge, code: 'PAYLOAD_TOO_LARGE' },
          { status: 413 },
        );
      if (api.failUpload === 'internal') return internal();
      current = { ...current, status: 'under_review', rejection_reason: null };
      return HttpResponse.json({ data: current });
    }),
    http.get(url(apiPaths.files.signedLink), ({ params }) =>
      HttpResponse.json({ data: { url: `data:text/plain,${String(params.key)}` } }),
    ),
  ];
}

/** The code the stories' owner receives; any other is refused as the server refuses it. */
export const STORY_BANK_CODE = '428913';

/** What the bank account stories can ask of its calls. */
export interface BankAccountApi {
  load?: 'ok' | 'loading' | 'error';
  failSave?: boolean;
  /** `wait`: the code was sent a moment ago (429). */
  sendCode?: 'ok' | 'wait';
  /** The PATCH bodies, for the play to check. */
  sent?: BankAccountChange[];
}

/**
 * `GET`/`PATCH /merchants/bank-account` over one account (null: none saved yet), and the code
 * texted to the owner (`POST …/code`).
 */
export function bankAccountHandlers(initial: BankAccount | null, api: BankAccountApi = {}) {
  let current = structuredClone(initial);
  resets.add(() => {
    current = structuredClone(initial);
  });
  return [
    http.get(url(apiPaths.billing.bankAccount), async () => {
      if (api.load === 'loading') await delay('infinite');
      if (api.load === 'error') return internal();
      return HttpResponse.json({ data: current });
    }),
    http.post(url(apiPaths.billing.bankAccountCode), () =>
      api.sendCode === 'wait'
        ? HttpResponse.json(
            {
              message: 'Please wait 24 seconds before requesting a new code.',
              code: 'RATE_LIMITED',
            },
            { status: 429, headers: { 'retry-after': '24' } },
          )
        : HttpResponse.json({ data: { resend_after: 30 } }),
    ),
    http.patch(url(apiPaths.billing.bankAccount), async ({ request }) => {
      const { otpCode, ...body } = (await request.json()) as BankAccountChange;
      api.sent?.push({ ...body, otpCode });
      if (api.failSave) return internal();
      if (otpCode !== STORY_BANK_CODE) {
        return HttpResponse.json(
          { message: ACCOUNT_MESSAGES.invalidCode, code: 'VALIDATION_FAILED' },
          { status: 400 },
        );
      }
      current = { payee_name: '', bank_name: '', account_no: '', ...current, ...body };
      return HttpResponse.json({ data: current });
    }),
  ];
}
