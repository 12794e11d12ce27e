import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingDay } from '@jiyun/domain';
import type { ItemResponse, MerchantNotification, Order, OrderParcel } from '@jiyun/domain';
import { DEMO_OWNER } from '../seed/demo.js';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { multipartBody } from '../test-helpers/multipart.js';
import { bearer, signIn } from '../test-helpers/sessions.js';
import { discAvatarPng } from '../seed/avatar-png.js';
import { runOps } from './run.js';

const API = '/api/v1/merchants';

let app: FastifyInstance;
let owner: string;
let merchantId: string;

interface Run {
  code: number;
  out: string;
  err: string;
}

async function ops(...argv: string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(argv, {
    // The test app keeps its database; the command's close must not end it.
    open: () => Promise.resolve({ db: app.db, close: () => Promise.resolve() }),
    io: { out: (text) => out.push(text), err: (text) => err.push(text) },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function opsJson<T>(...argv: string[]): Promise<T> {
  const run = await ops(...argv, '--json');
  expect(run.err).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.out) as T;
}

async function latestNotification(lang: 'en' | 'zhHans'): Promise<MerchantNotification> {
  const page = (
    await app.inject({ url: `${API}/notifications?lang=${lang}`, headers: bearer(owner) })
  ).json<{ data: MerchantNotification[] }>();
  const first = page.data[0];
  if (!first) throw new Error('No notification.');
  return first;
}

beforeAll(async () => {
  app = await buildTestApp();
  const session = await signIn(app, DEMO_OWNER);
  owner = session.accessToken;
  merchantId = session.body.data.user.merchant_id;
  // The first file of a run may build the seeded template: slow on a loaded machine.
}, 600_000);
afterAll(() => app.close());

describe('customers and orders through pnpm ops', () => {
  it('creates a customer, an order of their stored parcels, and walks it to completed', async () => {
    const rate = await ops('rates:set', 'CAD', '0.1932');
    expect(rate).toMatchObject({ code: 0, err: '' });
    expect(await app.repositories.orders.exchangeRate('CAD', pricingDay(new Date()))).toMatchObject(
      {
        rate: 0.1932,
      },
    );

    const [line] = await app.repositories.orders.activeLines(merchantId);
    if (!line?.warehouse_id) throw new Error('No active demo line');
    // A stored parcel of a customer id no customer of the platform has yet (the demo's have).
    const stored = await app.repositories.orders.orderableParcels(
      merchantId,
      line.warehouse_id,
      undefined,
      500,
    );
    let parcel: (typeof stored)[number] | undefined;
    for (const candidate of stored) {
      if ((await app.repositories.orders.findCustomer(candidate.personal_id)) === null) {
        parcel = candidate;
        break;
      }
    }
    if (!parcel) throw new Error('No stored demo parcel of a new customer');
    const customer = await opsJson<{ id: string; username: string }>(
      'customers:create',
      'zhang.wei.vancouver',
      '--email',
      'zhang.wei.vancouver@example.com',
      '--personal-id',
      parcel.personal_id,
    );
    expect(customer.username).toBe('zhang.wei.vancouver');
    const duplicate = await ops(
      'customers:create',
      'zhang.wei.vancouver',
      '--email',
      'other@example.com',
      '--personal-id',
      'XX0000',
    );
    expect(duplicate.code).toBe(1);

    const created = await opsJson<{ id: string; order_no: number; parcel_ids: number[] }>(
      'orders:create',
      line.id,
      '--customer',
      'zhang.wei.vancouver',
      '--receiver-name',
      '张伟 Zhang Wei',
      '--receiver-phone',
      '+1 604-555-0177',
      '--receiver-address',
      '2788 Kingsway, Unit 1502, Vancouver, BC V5R 5P3',
      '--city',
      'Vancouver',
      '--note',
      '请去掉鞋盒 Remove the shoe boxes',
      '--optimize',
    );
    expect(created.parcel_ids).toContain(parcel.id);
    const notice = await latestNotification('en');
    expect(notice).toMatchObject({
      title: 'New order to pack',
      subject: { type: 'order', id: created.id, warehouse_id: null },
    });
    expect((await latestNotification('zhHans')).title).toBe('新订单待打包');

    const order = (
      await app.inject({ url: `${API}/orders/${created.id}`, headers: bearer(owner) })
    ).json<ItemResponse<Order>>().data;
    expect(order).toMatchObject({
      status: 'unpacked',
      orderNo: String(created.order_no),
      optimiaztion: true,
      note: '请去掉鞋盒 Remove the shoe boxes',
      receiver_country: 'CA',
    });

    // The same parcels cannot go in a second order.
    const twice = await ops(
      'orders:create',
      line.id,
      '--customer',
      'zhang.wei.vancouver',
      '--parcels',
      String(parcel.id),
      '--receiver-name',
      '张伟',
      '--receiver-phone',
      '+1 604-555-0177',
      '--receiver-address',
      '2788 Kingsway, Vancouver',
      '--city',
      'Vancouver',
    );
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('are not zhang.wei.vancouver');

    // Paying an unpacked order is refused: the merchant packs first.
    const early = await ops('orders:pay', String(created.order_no));
    expect(early.code).toBe(1);
    expect(early.err).toContain('is unpacked; orders:pay takes an order that is packed');

    const png = discAvatarPng(24, { r: 1, g: 2, b: 3 }, { r: 200, g: 200, b: 200 });
    const body = await multipartBody(
      { weight: '2.4', length: '35', width: '25', height: '20', status: 'packed' },
      [{ field: 'package_photo', name: 'box.png', type: 'image/png', content: png }],
    );
    const packed = await app.inject({
      method: 'PATCH',
      url: `${API}/orders/${created.id}`,
      payload: body.payload,
      headers: { ...bearer(owner), ...body.headers },
    });
    expect(packed.statusCode, packed.body).toBe(200);

    const paid = await ops('orders:pay', created.id, '--method', 'wechat');
    expect(paid).toMatchObject({ code: 0, err: '' });
    expect((await latestNotification('en')).title).toBe('Order paid');
    expect((await latestNotification('zhHans')).body).toContain('已为订单');
    const shipped = await app.inject({
      method: 'PATCH',
      url: `${API}/orders/${created.id}`,
      payload: { tracking_number: 'SF1420260112345678', status: 'shipped' },
      headers: bearer(owner),
    });
    expect(shipped.statusCode).toBe(200);
    expect((await ops('orders:deliver', String(created.order_no))).code).toBe(0);
    expect((await latestNotification('en')).title).toBe('Order delivered');
    expect((await ops('orders:complete', String(created.order_no))).code).toBe(0);
    expect((await latestNotification('zhHans')).title).toBe('订单已完成');
    const done = (
      await app.inject({ url: `${API}/orders/${created.id}`, headers: bearer(owner) })
    ).json<ItemResponse<Order>>().data;
    expect(done.status).toBe('completed');
    expect(done.payments).toMatchObject([{ method: 'wechat', amount: done.total_price }]);
    const parcels = (
      await app.inject({ url: `${API}/orders/${created.id}/parcels`, headers: bearer(owner) })
    ).json<{ data: OrderParcel[] }>().data;
    expect(parcels.every((one) => one.storage_status === 'packed')).toBe(true);
  });

  it.each([
    [['rates:set', 'CAD', '0'], '<rate> must be a number above 0'],
    [['rates:set', 'cad', '0.19'], '<currency> must be a code such as CAD'],
    [['orders:pay', 'ORDER-1'], '<order> must be an order id (UUID) or number'],
    [['orders:pay', '2600001', '--method', 'cash'], '--method must be one of alipay, wechat, card'],
    [
      ['customers:create', 'wang', '--email', 'nope', '--personal-id', 'SZ1'],
      '--email must be an email',
    ],
    [['orders:create', 'not-a-line'], '<lineId> must be a UUID'],
  ])('refuses %j', async (argv, message) => {
    const run = await ops(...argv);
    expect(run.code).toBe(2);
    expect(run.err).toContain(message);
  });

  it('says so for an order no one has', async () => {
    const run = await ops('orders:deliver', '999999999');
    expect(run.code).toBe(1);
    expect(run.err).toBe('No order 999999999.');
  });
});
