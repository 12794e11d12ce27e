import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, BILLING_MESSAGES } from '@jiyun/domain';
import type { ApiError, BankAccount, ItemResponse } from '@jiyun/domain';
import { DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';
import { addSubAccount } from '../../test-helpers/sub-account.js';

const URL = `/api/v1${apiPaths.billing.bankAccount}`;
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

describe('bank account', () => {
  it('is null before the first save, which needs all three fields', async () => {
    const empty = await get(harbour);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<ItemResponse<BankAccount | null>>().data).toBeNull();

    const partial = await patch({ bank_name: '中国银行' }, harbour);
    expect(partial.statusCode).toBe(400);
    expect(partial.json<ApiError>().message).toMatch(/first save/);
  });

  it('saves the account, then changes only the field sent, each company its own', async () => {
    const first = await patch(ACCOUNT);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ItemResponse<BankAccount>>().data).toEqual(ACCOUNT);

    const changed = await patch({ bank_name: '  中国工商银行深圳福田支行 ' });
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

  it('refuses a blank field, an unknown field and a patch that changes nothing', async () => {
    await patch(ACCOUNT);
    const blank = await patch({ payee_name: '   ' });
    expect(blank.statusCode).toBe(400);
    const unknown = await patch({ iban: 'GB33BUKB20201555555555' });
    expect(unknown.statusCode).toBe(400);
    const same = await patch({ account_no: ACCOUNT.account_no });
    expect(same.statusCode).toBe(400);
    expect(same.json<ApiError>().message).toBe(BILLING_MESSAGES.nothingChanged);
    expect((await get()).json<ItemResponse<BankAccount>>().data.payee_name).toBe(
      ACCOUNT.payee_name,
    );
  });

  it('is for the owner and members with billing only', async () => {
    const billing = await addSubAccount(app, merchantId, '6045557301', ['billing']);
    const orders = await addSubAccount(app, merchantId, '6045557302', ['orders']);
    expect((await get((await signIn(app, billing)).accessToken)).statusCode).toBe(200);
    const refused = await patch({ bank_name: '中国银行' }, (await signIn(app, orders)).accessToken);
    expect(refused.statusCode).toBe(403);
  });
});
