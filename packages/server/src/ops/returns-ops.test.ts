import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from '@jiyun/domain';
import type { ItemResponse, MerchantNotification, ReturnOrder } from '@jiyun/domain';
import { parcels } from '../db/schema.js';
import { discAvatarPng } from '../seed/avatar-png.js';
import { DEMO_OWNER } from '../seed/demo.js';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { multipartBody } from '../test-helpers/multipart.js';
import { bearer, signIn } from '../test-helpers/sessions.js';
import { runOps } from './run.js';

const API = '/api/v1';

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

async function returnOf(id: string): Promise<ReturnOrder> {
  const response = await app.inject({
    url: `${API}${apiPath(apiPaths.returns.one, { returnId: id })}`,
    headers: bearer(owner),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemResponse<ReturnOrder>>().data;
}

async function parcelStatus(id: number) {
  const [row] = await app.db.select().from(parcels).where(eq(parcels.id, id));
  return row?.status;
}

beforeAll(async () => {
  app = await buildTestApp();
  const session = await signIn(app, DEMO_OWNER);
  owner = session.accessToken;
  merchantId = session.body.data.user.merchant_id;
}, 600_000);
afterAll(() => app.close());

const RECEIVER = [
  '--receiver-name',
  '杭州优品服饰有限公司退货部',
  '--receiver-phone',
  '+86 571-8765-4321',
  '--receiver-address',
  '浙江省杭州市余杭区文一西路969号 3号楼 5层',
];

describe('returns through pnpm ops', () => {
  it('creates a return of a stored parcel, pays and delivers it; each step notifies the merchant', async () => {
    const candidates = await app.repositories.returns.returnableParcels(merchantId, undefined, 200);
    let parcel: (typeof candidates)[number] | undefined;
    for (const candidate of candidates) {
      if ((await app.repositories.orders.findCustomer(candidate.personal_id)) === null) {
        parcel = candidate;
        break;
      }
    }
    if (!parcel) throw new Error('No stored demo parcel of a new customer');
    const noCustomer = await ops(
      'returns:create',
      String(parcel.id),
      '--reason',
      '退货',
      ...RECEIVER,
    );
    expect(noCustomer.code).toBe(1);
    expect(noCustomer.err).toContain('create one with customers:create');
    expect(
      (
        await ops(
          'customers:create',
          'liu.yang.returns',
          '--email',
          'liu.yang.returns@example.com',
          '--personal-id',
          parcel.personal_id,
        )
      ).code,
    ).toBe(0);

    const run = await ops(
      'returns:create',
      String(parcel.id),
      '--reason',
      '尺码不合适，退回卖家换货 Wrong size',
      '--order-no',
      'TB2026112612345678',
      '--note',
      '请用原包装 Original box please',
      ...RECEIVER,
      '--json',
    );
    expect(run.err).toBe('');
    const created = JSON.parse(run.out) as { id: string; return_no: string; parcel_id: number };
    expect(created.parcel_id).toBe(parcel.id);
    expect(await latestNotification('en')).toMatchObject({
      title: 'New return to pack',
      subject: { type: 'return', id: created.id, warehouse_id: null },
    });
    expect((await latestNotification('zhHans')).title).toBe('新退货单待打包');
    expect(await returnOf(created.id)).toMatchObject({
      status: 'unpacked',
      returnNo: created.return_no,
      original_order_no: 'TB2026112612345678',
      reason: '尺码不合适，退回卖家换货 Wrong size',
      customers: { username: 'liu.yang.returns' },
    });
    expect(await parcelStatus(parcel.id)).toBe('return_processing');

    const twice = await ops('returns:create', String(parcel.id), '--reason', '再退', ...RECEIVER);
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('is not in stock');

    const early = await ops('returns:pay', created.return_no);
    expect(early.code).toBe(1);
    expect(early.err).toContain('is unpacked; returns:pay takes a return that is packed');

    const png = discAvatarPng(24, { r: 9, g: 8, b: 7 }, { r: 220, g: 220, b: 220 });
    const body = await multipartBody(
      {
        weight: '1.2',
        length: '30',
        width: '20',
        height: '10',
        total_price: '38.50',
        status: 'packed',
      },
      [{ field: 'package_photo', name: 'box.png', type: 'image/png', content: png }],
    );
    const packed = await app.inject({
      method: 'PATCH',
      url: `${API}${apiPath(apiPaths.returns.one, { returnId: created.id })}`,
      payload: body.payload,
      headers: { ...bearer(owner), ...body.headers },
    });
    expect(packed.statusCode, packed.body).toBe(200);

    expect((await ops('returns:pay', created.id, '--method', 'card')).code).toBe(0);
    expect((await latestNotification('en')).body).toContain('paid 38.50 CAD');
    expect((await latestNotification('zhHans')).title).toBe('退货单已付款');
    expect((await returnOf(created.id)).payments).toMatchObject([{ amount: 38.5, method: 'card' }]);

    const shipped = await app.inject({
      method: 'PATCH',
      url: `${API}${apiPath(apiPaths.returns.one, { returnId: created.id })}`,
      payload: { tracking_number: 'SF1426112600098765', status: 'shipped' },
      headers: bearer(owner),
    });
    expect(shipped.statusCode).toBe(200);
    expect(await parcelStatus(parcel.id)).toBe('returned');
    expect((await ops('returns:deliver', created.return_no.toLowerCase())).code).toBe(0);
    expect((await latestNotification('en')).title).toBe('Return delivered');
    expect((await ops('returns:complete', created.return_no)).code).toBe(0);
    expect((await latestNotification('zhHans')).title).toBe('退货单已完成');
    expect((await returnOf(created.id)).status).toBe('completed');
  });

  it.each([
    [['returns:create', 'P-1', '--reason', 'x'], '<parcel number> must be a number'],
    [['returns:create', '100001', ...RECEIVER], '--reason is required'],
    [
      ['returns:create', '100001', '--reason', 'x', '--receiver-name', '王芳'],
      '--receiver-phone is required',
    ],
    [['returns:pay', 'RETURN-1'], '<return> must be a return id (UUID) or number'],
    [
      ['returns:pay', 'R2600001', '--method', 'cash'],
      '--method must be one of alipay, wechat, card',
    ],
  ])('refuses %j', async (argv, message) => {
    const run = await ops(...argv);
    expect(run.code).toBe(2);
    expect(run.err).toContain(message);
  });

  it('says so for a return or a parcel no one has', async () => {
    expect((await ops('returns:deliver', 'R999999999')).err).toBe('No return R999999999.');
    const parcel = await ops('returns:create', '999999999', '--reason', 'x', ...RECEIVER);
    expect(parcel).toMatchObject({ code: 1, err: 'No parcel 999999999.' });
  });
});
