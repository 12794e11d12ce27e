import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from '@jiyun/domain';
import type { ItemResponse, MerchantNotification, SettlementDetail } from '@jiyun/domain';
import { orders, returnOrders } from '../db/schema.js';
import { DEMO_OWNER } from '../seed/demo.js';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { multipartBody } from '../test-helpers/multipart.js';
import { plantOrder } from '../test-helpers/orders.js';
import { plantReturn } from '../test-helpers/returns.js';
import { bearer, signIn } from '../test-helpers/sessions.js';
import { runOps } from './run.js';

const API = '/api/v1';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024, 0x20)]);

let app: FastifyInstance;
let owner: string;
let merchantId: string;

async function ops(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(argv, {
    // The test app keeps its database; the command's close must not end it.
    open: () => Promise.resolve({ db: app.db, close: () => Promise.resolve() }),
    io: { out: (text) => out.push(text), err: (text) => err.push(text) },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function latestNotification(lang: 'en' | 'zhHans'): Promise<MerchantNotification> {
  const page = (
    await app.inject({ url: `${API}/merchants/notifications?lang=${lang}`, headers: bearer(owner) })
  ).json<{ data: MerchantNotification[] }>();
  const first = page.data[0];
  if (!first) throw new Error('No notification.');
  return first;
}

const settlementUrl = (statement: string) =>
  `${API}${apiPath(apiPaths.billing.settlement, { settlementId: statement })}`;

async function settlementOf(statement: string): Promise<SettlementDetail> {
  const response = await app.inject({ url: settlementUrl(statement), headers: bearer(owner) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemResponse<SettlementDetail>>().data;
}

async function uploadInvoice(statement: string) {
  const body = await multipartBody({}, [
    { field: 'files', name: '发票-2019年3月.pdf', type: 'application/pdf', content: PDF },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: settlementUrl(statement),
    payload: body.payload,
    headers: { ...bearer(owner), ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  app = await buildTestApp();
  const session = await signIn(app, DEMO_OWNER);
  owner = session.accessToken;
  merchantId = session.body.data.user.merchant_id;
}, 600_000);
afterAll(() => app.close());

describe('pnpm ops billing and settlements', () => {
  it('closes a cycle into a statement of its completed order and return, then reviews it', async () => {
    const order = await plantOrder(app, merchantId, { parcelCount: 1 });
    await app.db
      .update(orders)
      .set({ status: 'completed', total_price: 212.5, completed_at: new Date('2019-03-14T08:00Z') })
      .where(eq(orders.id, order.id));
    const returned = await plantReturn(app, merchantId);
    await app.db
      .update(returnOrders)
      .set({
        status: 'completed',
        total_price_cents: 4630,
        completed_at: new Date('2019-03-20T08:00Z'),
      })
      .where(eq(returnOrders.id, returned.id));

    const closed = await ops(
      'billing:close-cycle',
      '--from',
      '2019-03-01',
      '--to',
      '2019-03-31',
      '--merchant',
      merchantId,
      '--json',
    );
    expect(closed.code, closed.err).toBe(0);
    const issued = (
      JSON.parse(closed.out) as { settlements: { statement_no: string; lines: number }[] }
    ).settlements;
    expect(issued).toHaveLength(1);
    const statement = issued[0]?.statement_no ?? '';
    expect(issued[0]?.lines).toBe(2);

    const detail = await settlementOf(statement);
    expect(detail).toMatchObject({
      status: 'unconfirmed',
      cycle_from: '2019-03-01',
      cycle_to: '2019-03-31',
      total_amount: 258.8,
      // 10.625 → 10.63 and 2.315 → 2.32: each line rounds its own fee to the cent.
      platform_fee: 12.95,
      payable_amount: 245.85,
    });
    expect(detail.lines.map((line) => [line.kind, line.number])).toEqual([
      ['order', String(order.order_no)],
      ['return', `R${returned.return_no}`],
    ]);
    expect((await latestNotification('en')).title).toBe('New settlement statement');
    expect((await latestNotification('zhHans')).title).toBe('新的结算单');

    // Closing the same cycle again issues nothing: every line is already on a statement.
    const again = await ops('billing:close-cycle', '--from', '2019-03-01', '--to', '2019-03-31');
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/Nothing to settle/);

    // Staff decide only on a settlement under review.
    const early = await ops('settlements:approve', statement);
    expect(early.code).toBe(1);
    expect(early.err).toMatch(/not under review/);

    await uploadInvoice(statement);
    expect((await ops('settlements:reject', statement)).code).toBe(2);
    const rejected = await ops(
      'settlements:reject',
      statement,
      '--reason',
      'The invoice names another company',
      '--reason-zh',
      '发票抬头与公司名称不符',
    );
    expect(rejected.code, rejected.err).toBe(0);
    expect(await settlementOf(statement)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The invoice names another company',
    });
    const zh = await latestNotification('zhHans');
    expect(zh.title).toBe('结算单资料未通过审核');
    expect(zh.body).toContain('发票抬头与公司名称不符');

    await uploadInvoice(statement);
    const approved = await ops('settlements:approve', statement.toLowerCase());
    expect(approved.code, approved.err).toBe(0);
    expect((await settlementOf(statement)).status).toBe('approved');
    expect((await latestNotification('en')).title).toBe('Settlement approved');
  });

  it('refuses malformed input before opening the database', async () => {
    expect(
      (await ops('billing:close-cycle', '--from', '2019-04-31', '--to', '2019-05-01')).code,
    ).toBe(2);
    expect(
      (await ops('billing:close-cycle', '--from', '2019-05-02', '--to', '2019-05-01')).code,
    ).toBe(2);
    expect((await ops('settlements:approve', 'INV-1')).code).toBe(2);
    expect((await ops('settlements:approve', 'S999999999')).code).toBe(1);
  });
});
