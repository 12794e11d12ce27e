import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, BILLING_MESSAGES } from '@jiyun/domain';
import type {
  ApiError,
  BankAccount,
  ItemResponse,
  ListResponse,
  MerchantNotification,
} from '@jiyun/domain';
import { DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { latestCodeTo, outboxOf } from '../../test-helpers/outbox.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';
import { addSubAccount } from '../../test-helpers/sub-account.js';

const URL = `/api/v1${apiPaths.billing.bankAccount}`;
const CODE = `/api/v1${apiPaths.billing.bankAccountCode}`;
const OWNER_PHONE = `${DEMO_OWNER.country_code}${DEMO_OWNER.identifier}`;
const INVALID_CODE = 'Invalid verification code. Please try again.';
const ACCOUNT: BankAccount = {
  payee_name: '深圳市前海环球跨境物流供应链管理有限公司',
  bank_name: '招商银行深圳分行前海蛇口自贸片区支行',
  account_no: '6222 0212 3456 7890',
};

let app: FastifyInstance;
let owner: string;
let harbour: string;
let merchantId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const session = await signIn(app, DEMO_OWNER);
  owner = session.accessToken;
  merchantId = session.body.data.user.merchant_id;
  harbour = (await signIn(app, SECOND_OWNER)).accessToken;
}, 600_000);
afterAll(() => app.close());

const get = (token = owner) => app.inject({ url: URL, headers: bearer(token) });
const patch = (payload: object, token = owner) =>
  app.inject({ method: 'PATCH', url: URL, payload, headers: bearer(token) });
const askCode = (token = owner) =>
  app.inject({ method: 'POST', url: CODE, headers: bearer(token) });

/**
 * A fresh code texted to the owner, asked by `token`. The codes sent before are moved back past
 * the resend interval, as if the owner had waited it out.
 */
async function codeFor(token = owner): Promise<string> {
  await app.db.execute(
    sql`update otp_flows set last_sent_at = last_sent_at - interval '1 minute'
      where purpose = 'bank_account_change'`,
  );
  const sent = await askCode(token);
  expect(sent.statusCode, sent.body).toBe(200);
  return latestCodeTo(app, OWNER_PHONE);
}

const change = async (fields: Partial<BankAccount>, token = owner) =>
  patch({ ...fields, otpCode: await codeFor(token) }, token);

describe('bank account', () => {
  it('is null before the first save, which needs all three fields', async () => {
    const empty = await get(harbour);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<ItemResponse<BankAccount | null>>().data).toBeNull();

    const partial = await patch({ bank_name: '中国银行', otpCode: '000000' }, harbour);
    expect(partial.statusCode).toBe(400);
    expect(partial.json<ApiError>().message).toMatch(/first save/);
  });

  it('saves the account, then changes only the field sent, each company its own', async () => {
    const first = await change(ACCOUNT);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ItemResponse<BankAccount>>().data).toEqual(ACCOUNT);

    const changed = await change({ bank_name: '  中国工商银行深圳福田支行 ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ItemResponse<BankAccount>>().data).toEqual({
      ...ACCOUNT,
      bank_name: '中国工商银行深圳福田支行',
    });
    expect((await get()).json<ItemResponse<BankAccount>>().data.bank_name).toBe(
      '中国工商银行深圳福田支行',
    );
    // Another company still has none.
    expect((await get(harbour)).json<ItemResponse<BankAccount | null>>().data).toBeNull();
  });

  it("needs the code texted to the owner's phone, whoever of the billing team asks (A48)", async () => {
    const biller = await addSubAccount(app, merchantId, '6045557303', ['billing']);
    const billing = (await signIn(app, biller)).accessToken;
    const before = (await get()).json<ItemResponse<BankAccount>>().data;

    const missing = await patch({ account_no: '6217 8520 0001 2345 678' }, billing);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiError>().message).toBe('otpCode is required.');
    const guessed = await patch({ account_no: '6217 8520 0001 2345 678', otpCode: '000000' });
    expect(guessed.statusCode).toBe(400);
    // The owner's last code was spent on the change before: it says so, a guess changes nothing.
    expect(guessed.json<ApiError>().message).toMatch(/verification code/);

    // The member asks; the code goes to the owner's phone, not to the member's.
    const code = await codeFor(billing);
    expect(await outboxOf(app, `+1${biller.identifier}`)).toEqual([]);
    const wrong = code === '111111' ? '222222' : '111111';
    const miss = await patch({ account_no: '6217 8520 0001 2345 678', otpCode: wrong }, billing);
    expect(miss.json<ApiError>().message).toBe(INVALID_CODE);
    expect((await get()).json<ItemResponse<BankAccount>>().data).toEqual(before);

    const done = await patch({ account_no: '6217 8520 0001 2345 678', otpCode: code }, billing);
    expect(done.statusCode, done.body).toBe(200);
    const replayed = await patch({ account_no: '6222 0000 1111 2222', otpCode: code }, billing);
    expect(replayed.statusCode).toBe(400);
    expect((await get()).json<ItemResponse<BankAccount>>().data.account_no).toBe(
      '6217 8520 0001 2345 678',
    );

    // The owner is told who changed it, with the number masked.
    const news = await app.inject({
      url: '/api/v1/merchants/notifications?lang=en',
      headers: bearer(owner),
    });
    const [latest] = news.json<ListResponse<MerchantNotification>>().data;
    expect(latest).toMatchObject({ title: 'Bank account changed', read: false });
    expect(latest?.body).toBe(
      `Test Member 7303 changed the bank account settlements are paid to: ${before.bank_name}, •••• 5678.`,
    );
  });

  it('refuses an account number that is not digits, and spends no code on a refused change', async () => {
    for (const account_no of ['…7890 abc', 'GB33BUKB20201555555555', '12345']) {
      const refused = await patch({ account_no, otpCode: '000000' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiError>().message).toMatch(/^account_no must/);
    }
    const saved = (await get()).json<ItemResponse<BankAccount>>().data;
    const code = await codeFor();
    const same = await patch({ account_no: saved.account_no, otpCode: code });
    expect(same.statusCode).toBe(400);
    expect(same.json<ApiError>().message).toBe(BILLING_MESSAGES.nothingChanged);
    const blank = await patch({ payee_name: '   ', otpCode: code });
    expect(blank.statusCode).toBe(400);
    const unknown = await patch({ iban: 'GB33BUKB20201555555555', otpCode: code });
    expect(unknown.statusCode).toBe(400);
    // The code is still good for a real change.
    const real = await patch({ payee_name: ACCOUNT.payee_name.slice(0, 10), otpCode: code });
    expect(real.statusCode, real.body).toBe(200);
  });

  it('is for the owner and members with billing only', async () => {
    const billing = await addSubAccount(app, merchantId, '6045557301', ['billing']);
    const orders = await addSubAccount(app, merchantId, '6045557302', ['orders']);
    expect((await get((await signIn(app, billing)).accessToken)).statusCode).toBe(200);
    const ordersToken = (await signIn(app, orders)).accessToken;
    expect((await askCode(ordersToken)).statusCode).toBe(403);
    const refused = await patch({ bank_name: '中国银行', otpCode: '123456' }, ordersToken);
    expect(refused.statusCode).toBe(403);
    // Nor does the notice of a change reach them (A46).
    const news = await app.inject({
      url: '/api/v1/merchants/notifications?lang=en',
      headers: bearer(ordersToken),
    });
    const titles = news.json<ListResponse<MerchantNotification>>().data.map((n) => n.title);
    expect(titles).not.toContain('Bank account changed');
  });

  it('asks the owner for at most one code per resend interval', async () => {
    await codeFor();
    const again = await askCode();
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});
