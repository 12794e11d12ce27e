import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiError,
  ItemResponse,
  ListResponse,
  MerchantNotification,
  NotificationUnreadCount,
  Parcel,
  WarehouseListItem,
} from '@jiyun/domain';
import { notify } from '../../notifications/notify.js';
import { DEMO_OPERATOR, DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { DEMO_MEI_LING, DEMO_MIN_ZHAO } from '../../seed/demo-team.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';
import type { SignedIn } from '../../test-helpers/sessions.js';

const LIST = '/api/v1/merchants/notifications';

let app: FastifyInstance;
let maple: SignedIn;
let harbour: SignedIn;
beforeAll(async () => {
  app = await buildTestApp();
  [maple, harbour] = await Promise.all([signIn(app, DEMO_OWNER), signIn(app, SECOND_OWNER)]);
});
afterAll(() => app.close());

async function list(session: SignedIn, query = '') {
  const response = await app.inject({
    url: `${LIST}${query}`,
    headers: bearer(session.accessToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<ListResponse<MerchantNotification>>();
}

async function unread(session: SignedIn): Promise<number> {
  const response = await app.inject({
    url: `${LIST}/unread-count`,
    headers: bearer(session.accessToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<ItemResponse<NotificationUnreadCount>>().data.unread;
}

const markRead = (session: SignedIn, id: string, query = '') =>
  app.inject({
    method: 'PATCH',
    url: `${LIST}/${id}/read${query}`,
    headers: bearer(session.accessToken),
  });

describe('GET /merchants/notifications', () => {
  it('answers the demo company its notifications, newest first, in Chinese by default', async () => {
    const page = await list(maple);
    expect(page.results).toBe(5);
    expect(page.data.map((n) => n.title)).toEqual([
      '即将开始收取仓储费',
      '包裹异常',
      '物流专线已通过审核',
      '结算单被驳回',
      '欢迎使用集运',
    ]);
    expect(new Set(page.data.map((n) => n.type))).toEqual(new Set(['info', 'warning', 'error']));
    const times = page.data.map((n) => Date.parse(n.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.data.filter((n) => n.mainContent !== null)).toHaveLength(1);
    expect(page.data.every((n) => n.read === false)).toBe(true);
  });

  it('answers English texts with lang=en', async () => {
    const page = await list(maple, '?lang=en');
    const approved = page.data.find((n) => n.title === 'Shipping line approved');
    expect(approved).toMatchObject({ type: 'info', read: false });
    expect(approved?.body).toContain('CN-CA-A-G');
    expect(approved?.mainContent).toContain('Customers can now choose CN-CA-A-G');
  });

  it('pages with page and limit and counts every row', async () => {
    const all = await list(maple);
    const second = await list(maple, '?page=2&limit=2');
    expect(second.results).toBe(5);
    expect(second.data.map((n) => n.id)).toEqual(all.data.slice(2, 4).map((n) => n.id));
    const beyond = await list(maple, '?page=9&limit=2');
    expect(beyond).toEqual({ data: [], results: 5 });
  });

  it('shows a company only its own notifications, and each member only what they may read (A46)', async () => {
    const harbourPage = await list(harbour);
    expect(harbourPage.results).toBe(1);
    const mapleIds = new Set((await list(maple)).data.map((n) => n.id));
    expect(harbourPage.data.some((n) => mapleIds.has(n.id))).toBe(false);

    const titles = async (member: SignedIn) =>
      (await list(member, '?lang=en')).data.map((n) => n.title);
    // Min Zhao (billing, admin): the settlement and the welcome; no warehouse, line or parcel.
    expect(await titles(await signIn(app, DEMO_MIN_ZHAO))).toEqual([
      'Settlement rejected',
      'Welcome to Jiyun',
    ]);
    // Lin Chen (warehouse, orders; runs Shenzhen and Vancouver): no settlement, no line.
    const lin = await titles(await signIn(app, DEMO_OPERATOR));
    expect(lin).toContain('Welcome to Jiyun');
    expect(lin).not.toContain('Settlement rejected');
    expect(lin).not.toContain('Shipping line approved');
    // Mei Ling (warehouse, shipping_lines): the line, not the settlement.
    const meiLing = await titles(await signIn(app, DEMO_MEI_LING));
    expect(meiLing).toContain('Shipping line approved');
    expect(meiLing).not.toContain('Settlement rejected');
  });

  it('keeps a parcel notice to the operators of its warehouse, and the owner', async () => {
    const merchantId = maple.body.data.user.merchant_id;
    const houses = (
      await app.inject({ url: '/api/v1/merchants/warehouses', headers: bearer(maple.accessToken) })
    ).json<ListResponse<WarehouseListItem>>().data;
    const byName = (name: string) => {
      const house = houses.find((h) => h.warehouse_name === name);
      if (!house) throw new Error(`no warehouse ${name}`);
      return house.id;
    };
    const parcelNotice = (warehouseId: string, tracking: string) =>
      notify(app.db, merchantId, {
        type: 'warning',
        title: { en: `Parcel ${tracking} damaged`, zhHans: `包裹 ${tracking} 破损` },
        body: 'Damaged on arrival',
        subject: { type: 'parcel', id: '100234', warehouse_id: warehouseId },
        // Older than the demo's news, so the tests below still find those first.
        time: new Date('2026-01-15T08:00:00Z'),
      });
    const losAngeles = await parcelNotice(byName('Los Angeles Gateway'), 'SF1234567890123LA');
    const vancouver = await parcelNotice(byName('Vancouver Main Warehouse'), 'YT8801234567890VC');
    const ids = async (member: SignedIn) => (await list(member, '?limit=50')).data.map((n) => n.id);

    expect(await ids(maple)).toEqual(expect.arrayContaining([losAngeles, vancouver]));
    const lin = await ids(await signIn(app, DEMO_OPERATOR));
    expect(lin).toContain(vancouver);
    expect(lin).not.toContain(losAngeles);
    // Min Zhao runs every warehouse as an admin, but without `warehouse` reads no parcel news.
    const minZhao = await ids(await signIn(app, DEMO_MIN_ZHAO));
    expect(minZhao).not.toContain(vancouver);
    expect(minZhao).not.toContain(losAngeles);
  });

  it.each([
    ['?page=0', 'page must be at least 1.'],
    ['?limit=500', 'limit must be at most 50.'],
    ['?lang=fr', 'lang must be zhHans or en.'],
    ['?page=abc', 'page must be a number.'],
  ])('refuses %s with a 400', async (query, message) => {
    const response = await app.inject({
      url: `${LIST}${query}`,
      headers: bearer(maple.accessToken),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toBe(message);
  });

  it('needs a bearer token', async () => {
    expect((await app.inject({ url: LIST })).statusCode).toBe(401);
  });
});

describe('notify()', () => {
  it('adds a notification the company sees first, in both languages', async () => {
    const id = await notify(app.db, harbour.body.data.user.merchant_id, {
      type: 'error',
      title: { en: 'Settlement rejected', zhHans: '结算单被驳回' },
      body: { en: 'Upload the documents again.', zhHans: '请重新上传文件。' },
    });
    const [first] = (await list(harbour)).data;
    expect(first).toMatchObject({ id, type: 'error', title: '结算单被驳回', mainContent: null });
    expect((await list(harbour, '?lang=en')).data[0]?.body).toBe('Upload the documents again.');
    // One text given is used for both languages.
    await notify(app.db, harbour.body.data.user.merchant_id, {
      type: 'info',
      title: 'CN-US-S-G',
      body: 'Route code only',
      mainContent: 'Details',
    });
    const [latest] = (await list(harbour)).data;
    expect(latest).toMatchObject({ title: 'CN-US-S-G', mainContent: 'Details' });
  });
});

describe('PATCH /merchants/notifications/{id}/read', () => {
  it('marks one read and the list shows it', async () => {
    const [target] = (await list(maple)).data;
    if (!target) throw new Error('no notification');
    const response = await markRead(maple, target.id, '?lang=en');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<ItemResponse<MerchantNotification>>();
    expect(data).toMatchObject({ id: target.id, read: true, title: 'Storage fees start soon' });
    expect((await markRead(maple, target.id)).statusCode).toBe(200);
    const after = await list(maple);
    expect(after.data.find((n) => n.id === target.id)?.read).toBe(true);
    expect(after.data.filter((n) => n.read)).toHaveLength(1);
  });

  it("answers 404 for another company's notification and leaves it unread", async () => {
    const [theirs] = (await list(harbour)).data;
    if (!theirs) throw new Error('no notification');
    const response = await markRead(maple, theirs.id);
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>()).toEqual({
      code: 'NOT_FOUND',
      message: 'Notification not found.',
    });
    expect((await list(harbour)).data[0]?.read).toBe(false);
  });

  it('answers 404 to a member for a notification they may not read', async () => {
    const settlement = (await list(maple, '?lang=en')).data.find(
      (n) => n.title === 'Settlement rejected',
    );
    if (!settlement) throw new Error('no settlement notice');
    const lin = await signIn(app, DEMO_OPERATOR);
    expect((await markRead(lin, settlement.id)).statusCode).toBe(404);
  });

  it('answers 404 for an id that is not one, and 401 without a token', async () => {
    expect((await markRead(maple, 'not-an-id')).statusCode).toBe(404);
    expect((await markRead(maple, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'PATCH',
      url: `${LIST}/00000000-0000-4000-8000-000000000000/read`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('notification subjects', () => {
  it('says what each demo notification is about, and the subject is the company’s own', async () => {
    const page = await list(maple, '?lang=en');
    const byTitle = new Map(page.data.map((n) => [n.title, n.subject]));
    expect(byTitle.get('Welcome to Jiyun')).toBeNull();
    // The demo's rejected statement: it opens in billing (issue 40.14).
    const settlement = byTitle.get('Settlement rejected');
    expect(settlement).toMatchObject({ type: 'settlement', warehouse_id: null });
    expect(settlement?.id).toMatch(/^S\d{7}$/);
    const statement = await app.inject({
      url: `/api/v1/merchants/settlements/${settlement?.id}`,
      headers: bearer(maple.accessToken),
    });
    expect(statement.statusCode).toBe(200);
    expect(statement.json<ItemResponse<{ status: string }>>().data.status).toBe('rejected');
    expect(byTitle.get('Shipping line approved')).toMatchObject({ type: 'shipping_line' });

    const houses = (
      await app.inject({ url: '/api/v1/merchants/warehouses', headers: bearer(maple.accessToken) })
    ).json<ListResponse<WarehouseListItem>>().data;
    const storage = byTitle.get('Storage fees start soon');
    expect(storage).toMatchObject({ type: 'warehouse', warehouse_id: null });
    expect(houses.map((h) => h.id)).toContain(storage?.id);

    // The parcel of the exception opens in its warehouse, and it is the damaged one named.
    const parcel = byTitle.get('Parcel exception');
    expect(parcel).toMatchObject({ type: 'parcel' });
    const opened = await app.inject({
      url: `/api/v1/merchants/warehouses/${parcel?.warehouse_id}/parcels/${parcel?.id}`,
      headers: bearer(maple.accessToken),
    });
    expect(opened.statusCode).toBe(200);
    const { data } = opened.json<ItemResponse<Parcel>>();
    expect(data.problem_type).toBe('damaged');
    const exception = page.data.find((n) => n.title === 'Parcel exception');
    expect(exception?.body).toContain(data.tracking_id);
  });

  it('stores the subject given to notify(), and refuses a parcel without its warehouse', async () => {
    const merchantId = harbour.body.data.user.merchant_id;
    const subject = { type: 'order' as const, id: 'ORD-20261122-0042', warehouse_id: null };
    const id = await notify(app.db, merchantId, {
      type: 'info',
      title: { en: 'Order packed', zhHans: '订单已打包' },
      body: { en: 'Order ORD-20261122-0042 is packed.', zhHans: '订单 ORD-20261122-0042 已打包。' },
      subject,
    });
    expect((await list(harbour)).data.find((n) => n.id === id)?.subject).toEqual(subject);
    await expect(
      notify(app.db, merchantId, {
        type: 'warning',
        title: 'Parcel exception',
        body: 'Damaged',
        subject: { type: 'parcel', id: '100234', warehouse_id: null },
      }),
    ).rejects.toThrow('A parcel subject names its warehouse');
  });
});

describe('GET /merchants/notifications/unread-count', () => {
  it("counts each reader's own unread notices: one person's read mark is theirs alone", async () => {
    const harbourBefore = await unread(harbour);
    const lin = await signIn(app, DEMO_OPERATOR);
    const linBefore = await unread(lin);
    expect(linBefore).toBe((await list(lin)).data.filter((n) => !n.read).length);
    const page = await list(maple);
    const before = await unread(maple);
    expect(before).toBe(page.data.filter((n) => !n.read).length);
    // The welcome is everyone's: the owner reads it, it stays unread for Lin Chen.
    const welcome = page.data.find((n) => n.title === '欢迎使用集运');
    if (!welcome || welcome.read) throw new Error('the welcome is not unread');
    expect((await markRead(maple, welcome.id)).statusCode).toBe(200);
    expect(await unread(maple)).toBe(before - 1);
    expect(await unread(lin)).toBe(linBefore);
    expect((await list(lin)).data.find((n) => n.id === welcome.id)?.read).toBe(false);
    expect((await markRead(lin, welcome.id)).statusCode).toBe(200);
    expect(await unread(lin)).toBe(linBefore - 1);
    expect(await unread(harbour)).toBe(harbourBefore);
    // Min Zhao's bell counts the two notices she may read, unread by her whoever read them.
    expect(await unread(await signIn(app, DEMO_MIN_ZHAO))).toBe(2);
  });

  it('marks everything read for the caller alone', async () => {
    const lin = await signIn(app, DEMO_OPERATOR);
    const minZhao = await signIn(app, DEMO_MIN_ZHAO);
    const linBefore = await unread(lin);
    expect(linBefore).toBeGreaterThan(0);
    const minBefore = await unread(minZhao);
    const response = await app.inject({
      method: 'POST',
      url: `${LIST}/read-all`,
      headers: bearer(lin.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ItemResponse<NotificationUnreadCount>>().data).toEqual({ unread: 0 });
    expect(await unread(lin)).toBe(0);
    expect((await list(lin)).data.every((n) => n.read)).toBe(true);
    // Another member's marks do not move.
    expect(await unread(minZhao)).toBe(minBefore);
    expect((await app.inject({ method: 'POST', url: `${LIST}/read-all` })).statusCode).toBe(401);
  });

  it('stops counting at 100', async () => {
    const merchantId = harbour.body.data.user.merchant_id;
    const before = await unread(harbour);
    for (let i = before; i < 105; i += 1) {
      await notify(app.db, merchantId, { type: 'info', title: `Notice ${i}`, body: 'Body' });
    }
    expect(await unread(harbour)).toBe(100);
  });

  it('needs a bearer token', async () => {
    expect((await app.inject({ url: `${LIST}/unread-count` })).statusCode).toBe(401);
  });
});
