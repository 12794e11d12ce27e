import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, DASHBOARD_NOTIFICATIONS } from '@jiyun/domain';
import type { Dashboard, ItemResponse } from '@jiyun/domain';
import { hashPassword } from '../../auth/password-hash.js';
import {
  merchants,
  orderCounters,
  settlements,
  users,
  warehouses as warehouseRows,
} from '../../db/schema.js';
import { DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import type { DemoSignIn } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';
import { addSubAccount } from '../../test-helpers/sub-account.js';

const DASHBOARD = `/api/v1${apiPaths.dashboard}`;

let app: FastifyInstance;
let maple: string;
let mapleId: string;
let harbour: string;

beforeAll(async () => {
  app = await buildTestApp();
  const session = await signIn(app, DEMO_OWNER);
  maple = session.accessToken;
  mapleId = session.body.data.user.merchant_id;
  harbour = (await signIn(app, SECOND_OWNER)).accessToken;
}, 600_000);
afterAll(() => app.close());

async function dashboardOf(token: string, lang = 'en'): Promise<Dashboard> {
  const response = await app.inject({ url: `${DASHBOARD}?lang=${lang}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemResponse<Dashboard>>().data;
}

/** A company that has just signed up: an owner and nothing else. */
async function newCompany(): Promise<DemoSignIn> {
  const signInAs: DemoSignIn = {
    label: 'new company owner',
    type: 'root',
    country_code: '+86',
    identifier: '13900007788',
    password: 'Merchant#2026',
  };
  const [merchant] = await app.db
    .insert(merchants)
    .values({
      display_name: '新星集运',
      status: 'active',
      company_name: '深圳新星国际物流有限公司',
    })
    .returning({ id: merchants.id });
  if (!merchant) throw new Error('Merchant insert returned no row.');
  await app.db.insert(users).values({
    merchant_id: merchant.id,
    type: 'root',
    email: 'owner@xinxing.example',
    country_code: signInAs.country_code,
    phone_number: signInAs.identifier,
    password_hash: await hashPassword(signInAs.password),
    status: 'active',
  });
  return signInAs;
}

describe('GET /merchants/dashboard', () => {
  it('answers 401 without a session', async () => {
    expect((await app.inject({ url: DASHBOARD })).statusCode).toBe(401);
  });

  it("gives the owner every section, the order counts from the company's counters", async () => {
    const data = await dashboardOf(maple);
    expect(data.company_name).not.toBe('');
    const counters = await app.db
      .select({ status: orderCounters.status, total: orderCounters.total })
      .from(orderCounters)
      .where(
        and(
          eq(orderCounters.merchant_id, mapleId),
          inArray(orderCounters.status, ['unpacked', 'paid', 'cancelled', 'completed']),
        ),
      );
    const counted = Object.fromEntries(counters.map((row) => [row.status, row.total]));
    expect(data.orders).toEqual({
      unpacked: counted.unpacked ?? 0,
      to_ship: counted.paid ?? 0,
      cancelled: counted.cancelled ?? 0,
      completed: counted.completed ?? 0,
    });
    expect(data.orders?.unpacked).toBeGreaterThan(0);
    const ownWarehouses = await app.db
      .select({ id: warehouseRows.id })
      .from(warehouseRows)
      .where(eq(warehouseRows.merchant_id, mapleId));
    expect(data.warehouses?.map((w) => w.id).sort()).toEqual(ownWarehouses.map((w) => w.id).sort());
    expect(data.warehouses?.some((w) => w.in_stock > 0)).toBe(true);
    expect(data.billing?.latest_settlement?.id).toMatch(/^S\d+$/);
    expect(data.shipping_lines?.deposit_balance).toBeGreaterThanOrEqual(0);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.notifications.length).toBeLessThanOrEqual(DASHBOARD_NOTIFICATIONS);
    // Maple has warehouses, shipping lines and a team: nothing left to get started.
    expect(data.get_started).toEqual([]);
  });

  it('shows the later issued of two statements that end on the same day', async () => {
    const issue = async (cycle_from: string) => {
      const [row] = await app.db
        .insert(settlements)
        .values({
          merchant_id: mapleId,
          cycle_from,
          cycle_to: '2099-12-31',
          total_cents: 9169,
          fee_cents: 458,
          payable_cents: 8711,
        })
        .returning({ id: settlements.id, statement_no: settlements.statement_no });
      if (!row) throw new Error('Settlement insert returned no row.');
      return row;
    };
    const first = await issue('2099-12-01');
    const later = await issue('2099-12-31');
    try {
      const data = await dashboardOf(maple);
      expect(data.billing?.latest_settlement?.id).toBe(`S${later.statement_no}`);
    } finally {
      await app.db.delete(settlements).where(inArray(settlements.id, [first.id, later.id]));
    }
  });

  it('writes the notifications in the language asked for', async () => {
    const [en, zh] = await Promise.all([dashboardOf(maple, 'en'), dashboardOf(maple, 'zhHans')]);
    expect(zh.notifications.map((n) => n.id)).toEqual(en.notifications.map((n) => n.id));
    expect(zh.notifications[0]?.title).not.toBe(en.notifications[0]?.title);
  });

  it("never shows one company another's figures", async () => {
    const [ours, theirs] = await Promise.all([dashboardOf(maple), dashboardOf(harbour)]);
    expect(theirs.company_name).toBe('Harbour Express Logistics Co., Ltd.');
    const ourWarehouses = new Set(ours.warehouses?.map((w) => w.id));
    expect(theirs.warehouses?.some((w) => ourWarehouses.has(w.id))).toBe(false);
    const ourNotifications = new Set(ours.notifications.map((n) => n.id));
    expect(theirs.notifications.some((n) => ourNotifications.has(n.id))).toBe(false);
    expect(theirs.billing?.latest_settlement?.id).not.toBe(ours.billing?.latest_settlement?.id);
  });

  it('leaves out every section of an area the team member may not use', async () => {
    const member = await addSubAccount(app, mapleId, '6045559901', ['orders']);
    const token = (await signIn(app, member)).accessToken;
    const data = await dashboardOf(token);
    expect(data.orders).not.toBeNull();
    expect(data.billing).toBeNull();
    expect(data.shipping_lines).toBeNull();
    expect(data.warehouses).toBeNull();
    expect(data.get_started).toEqual([]);
    // Its latest notifications too (A46): only the welcome of the demo's news is for `orders`.
    expect(data.notifications.map((n) => n.title)).toEqual(['Welcome to Jiyun']);

    const biller = await addSubAccount(app, mapleId, '6045559902', ['billing']);
    const billing = await dashboardOf((await signIn(app, biller)).accessToken);
    expect(billing.billing).not.toBeNull();
    expect(billing.orders).toBeNull();
  });

  it('prompts a new company to take every first step, with zeros and no statement', async () => {
    const token = (await signIn(app, await newCompany())).accessToken;
    const data = await dashboardOf(token);
    expect(data).toMatchObject({
      company_name: '深圳新星国际物流有限公司',
      billing: { latest_settlement: null },
      shipping_lines: { deposit_balance: 0 },
      orders: { unpacked: 0, to_ship: 0, cancelled: 0, completed: 0 },
      warehouses: [],
      get_started: ['warehouse', 'shipping_line', 'team_member'],
    });
  });
});
