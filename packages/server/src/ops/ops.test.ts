import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ItemResponse,
  MerchantNotification,
  MerchantProfile,
  RouteDeposit,
  RouteOptions,
  ShippingLineDetail,
  ShippingLineDraft,
  ShippingLineListItem,
  ShippingLineStatus,
} from '@jiyun/domain';
import { SHIPPING_LINE_STATUSES } from '@jiyun/domain';
import { lockFileOf, pgliteDirOf } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import {
  depositClaims,
  routeOptions,
  shippingLinePrices,
  shippingLinePricingVersions,
  shippingLines,
  shippingLineSizeConstraints,
} from '../db/schema.js';
import { createLocalStorage } from '../files/local-storage.js';
import { DEMO_OWNER, SECOND_OWNER, seedDemo } from '../seed/demo.js';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { multipartBody } from '../test-helpers/multipart.js';
import { bearer, postJson, signIn } from '../test-helpers/sessions.js';
import { OpsRefusal } from './command.js';
import { openOpsDatabase } from './database.js';
import { OPS_COMMANDS } from './commands/index.js';
import { runOps } from './run.js';

const API = '/api/v1/merchants';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

let app: FastifyInstance;
let owner: string;
let mapleId: string;
/** How often a command opened the database. */
let opened = 0;

interface Run {
  code: number;
  out: string;
  err: string;
}

async function ops(...argv: string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(argv, {
    open: () => {
      opened += 1;
      // The test app keeps its database; the command's close must not end it.
      return Promise.resolve({ db: app.db, close: () => Promise.resolve() });
    },
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

function get(url: string) {
  return app.inject({ url, headers: bearer(owner) });
}

async function mapleLines(): Promise<ShippingLineListItem[]> {
  return (await get(`${API}/shipping-lines`)).json<{ data: ShippingLineListItem[] }>().data;
}

async function latestNotification(lang: 'en' | 'zhHans'): Promise<MerchantNotification> {
  const page = (await get(`${API}/notifications?lang=${lang}`)).json<{
    data: MerchantNotification[];
  }>();
  const first = page.data[0];
  if (!first) throw new Error('No notification.');
  return first;
}

/** A line submitted through the wizard's API, as a merchant would (pending, A22). */
async function submitLine(): Promise<string> {
  const warehouses = (await get(`${API}/warehouses`)).json<{ data: { id: string }[] }>().data;
  const draft: ShippingLineDraft = {
    mainRoute: {
      departing_country: 'CN',
      arrival_country: 'NZ',
      transport_method: 'air',
      goods_type: 'general',
      min_time: 6,
      min_days_unit: 'days',
      max_time: 12,
      max_days_unit: 'days',
    },
    coverage: {
      all_provinces: false,
      provinces: [{ province_name: '奥克兰大区', all_cities: true, city_names: [] }],
    },
    pricing: {
      currency: 'CNY',
      base_price: 52,
      unit: 0.5,
      additional_weight_price: 14,
      per_unit: 'per_half_kg',
      volumetric_divisor: 6000,
      cities: [],
    },
    warehouse: { warehouse_id: warehouses[0]?.id ?? '' },
  };
  const response = await postJson(app, `${API}/shipping-lines`, draft, bearer(owner));
  if (response.statusCode !== 201) throw new Error(`Create failed: ${response.body}`);
  return response.json<ItemResponse<ShippingLineDetail>>().data.id;
}

beforeAll(async () => {
  app = await buildTestApp();
  const session = await signIn(app, DEMO_OWNER);
  owner = session.accessToken;
  mapleId = session.body.data.user.merchant_id;
});
afterAll(() => app.close());

describe('pnpm ops --help and bad input', () => {
  it('lists every command with an example, without opening the database', async () => {
    const before = opened;
    const help = await ops('--help');
    expect(help.code).toBe(0);
    for (const command of OPS_COMMANDS) {
      expect(help.out).toContain(command.name);
      expect(help.out).toContain(`e.g. pnpm ops ${command.name}`);
    }
    const one = await ops('lines:reject', '--help');
    expect(one.code).toBe(0);
    expect(one.out).toContain('Usage: pnpm ops lines:reject <lineId> --reason');
    expect(opened).toBe(before);
  });

  it.each([
    [['lines:aprove'], 'Unknown command "lines:aprove". Run pnpm ops --help for the list.'],
    [['lines:approve'], 'Missing <lineId>.'],
    [['lines:approve', 'US-SEA-1'], '<lineId> must be a UUID'],
    [['lines:approve', MISSING_ID, MISSING_ID], 'lines:approve takes 1 argument'],
    [['lines:reject', MISSING_ID], '--reason is required'],
    [['lines:pending', '--colour'], "Unknown option '--colour'"],
    [
      ['routes:set', '--to', 'CA', '--transport', 'rail', '--goods', 'general'],
      '--transport must be air or sea, got "rail".',
    ],
    [
      ['routes:set', '--to', 'XX', '--transport', 'air', '--goods', 'general'],
      '--to must be a supported country code',
    ],
    [['deposits:set', '--to', 'CA'], '--amount is required'],
    [['deposits:set', '--to', 'CA', '--amount', '15OO'], '--amount must be US dollars'],
    [
      ['deposits:set', '--to', 'CA', '--amount', '100', '--discount', '150'],
      '--discount (USD 150.00) must not be more than --amount (USD 100.00).',
    ],
    [
      ['deposits:claims', '--status', 'paid'],
      '--status must be one of claimed, verified, refused or all',
    ],
  ])('%j exits 2 with a message and touches nothing', async (argv, message) => {
    const before = opened;
    const run = await ops(...argv);
    expect(run.code).toBe(2);
    expect(run.err).toContain(message);
    expect(run.out).toBe('');
    expect(opened).toBe(before);
  });
});

describe('demo shipping lines', () => {
  it('has Maple Forwarding lines in every status, with prices, exceptions and size constraints', async () => {
    const rows = await app.db
      .select({ id: shippingLines.id, name: shippingLines.name, status: shippingLines.status })
      .from(shippingLines)
      .where(eq(shippingLines.merchant_id, mapleId));
    const statuses = new Set<ShippingLineStatus>(rows.map((row) => row.status));
    expect([...statuses].sort()).toEqual([...SHIPPING_LINE_STATUSES].sort());
    expect(rows.filter((row) => row.status === 'active').length).toBeGreaterThanOrEqual(3);

    const sized = await app.db
      .select({ id: shippingLineSizeConstraints.shipping_line_id })
      .from(shippingLineSizeConstraints)
      .innerJoin(shippingLines, eq(shippingLines.id, shippingLineSizeConstraints.shipping_line_id))
      .where(eq(shippingLines.merchant_id, mapleId));
    expect(sized.length).toBe(rows.length - 1);

    const lines = await mapleLines();
    const detail = async (name: string) => {
      const line = lines.find((one) => one.name === name);
      if (!line) throw new Error(`No demo line ${name}`);
      return (await get(`${API}/shipping-lines/${line.id}`)).json<
        ItemResponse<ShippingLineDetail>
      >().data;
    };
    expect((await detail('Canada Sea Saver')).parcelInfo).toBeNull();
    const usAir = await detail('US Air Express');
    expect(usAir.parcelInfo).toMatchObject({ maximum_weight: 30, maximum_volume_unit: 'cubic_m' });
    expect(usAir.pricingInfo.exceptionPricingInformation.exception_arr.length).toBe(2);
    const pending = usAir.pricingInfo.globalPricingInfomation?.pending;
    expect(pending).toMatchObject({ base_price: 49.5 });
    expect(Date.parse(pending?.effective_from ?? '')).toBeGreaterThan(Date.now());
    // The deleted line is kept for its history but listed nowhere.
    expect(lines.map((line) => line.name)).not.toContain('Mexico Air Express');
    expect(rows.find((row) => row.name === 'Mexico Air Express')?.status).toBe('deleted');
  });

  it('gives the pending line a deposit claim waiting for staff, and runs only once', async () => {
    const waiting = await app.db
      .select({ arriving: depositClaims.arriving_country, amount: depositClaims.amount_cents })
      .from(depositClaims)
      .where(and(eq(depositClaims.merchant_id, mapleId), eq(depositClaims.status, 'claimed')));
    // CN → US costs 1500 less the first discount of 300 (migration 0006).
    expect(waiting).toEqual([{ arriving: 'US', amount: 120000 }]);

    const count = async () => {
      const [lines] = await app.db.select({ n: sql<number>`count(*)::int` }).from(shippingLines);
      const [versions] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(shippingLinePricingVersions);
      const [prices] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(shippingLinePrices);
      const [claims] = await app.db.select({ n: sql<number>`count(*)::int` }).from(depositClaims);
      return [lines?.n, versions?.n, prices?.n, claims?.n];
    };
    const before = await count();
    await seedDemo(app.db, createLocalStorage(join(tmpdir(), 'jiyun-ops-test-files')));
    expect(await count()).toEqual(before);
  });
});

describe('lines', () => {
  it('lines:pending lists the queue with merchant, route code, creation and the waiting claim', async () => {
    const text = await ops('lines:pending');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/Maple Forwarding\s+CN-US-S-G\s+US Sea Freight\s+Los Angeles Gateway/);
    const json =
      await opsJson<{ route_code: string; waiting_deposit_claim: string | null }[]>(
        'lines:pending',
      );
    expect(json).toContainEqual(
      expect.objectContaining({
        route_code: 'CN-US-S-G',
        waiting_deposit_claim: expect.any(String),
      }),
    );
  });

  it('lines:approve makes a pending line active and tells the merchant in both languages', async () => {
    const line = (await mapleLines()).find((one) => one.name === 'US Sea Freight');
    expect(line?.status).toBe('pending');
    const run = await ops('lines:approve', line?.id ?? '');
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toContain(
      'Approved US Sea Freight (CN-US-S-G) of Maple Forwarding: now active.',
    );
    expect((await mapleLines()).find((one) => one.id === line?.id)?.status).toBe('active');

    const en = await latestNotification('en');
    expect(en).toMatchObject({
      type: 'info',
      title: 'Shipping line approved',
      read: false,
      subject: { type: 'shipping_line', id: line?.id, warehouse_id: null },
    });
    expect(en.body).toContain('US Sea Freight (CN-US-S-G) was approved and is now active');
    const zh = await latestNotification('zhHans');
    expect(zh.title).toBe('物流专线已审核通过');
    expect(zh.body).toContain('「US Sea Freight」（CN-US-S-G）已审核通过');

    const again = await ops('lines:approve', line?.id ?? '');
    expect(again.code).toBe(1);
    expect(again.err).toBe(
      'Shipping line US Sea Freight (CN-US-S-G) of Maple Forwarding is active: only a pending line can be approved.',
    );
  });

  it('lines:approve and lines:reject say so for an id no line has', async () => {
    for (const argv of [
      ['lines:approve', MISSING_ID],
      ['lines:reject', MISSING_ID, '--reason', 'Duplicate'],
    ]) {
      const run = await ops(...argv);
      expect(run.code).toBe(1);
      expect(run.err).toBe(`No shipping line has the id ${MISSING_ID}.`);
    }
  });

  it('lines:reject deletes a pending line and tells the merchant why, in both languages', async () => {
    const id = await submitLine();
    const run = await ops(
      'lines:reject',
      id,
      '--reason',
      'The Shenzhen warehouse has no air cargo agreement for New Zealand',
      '--reason-zh',
      '深圳仓库没有新西兰的空运协议',
      '--json',
    );
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out)).toMatchObject({ id, status: 'deleted' });
    expect((await mapleLines()).map((line) => line.id)).not.toContain(id);
    expect((await get(`${API}/shipping-lines/${id}`)).statusCode).toBe(404);

    const en = await latestNotification('en');
    expect(en.type).toBe('error');
    expect(en.body).toContain(
      'Reason: The Shenzhen warehouse has no air cargo agreement for New Zealand',
    );
    const zh = await latestNotification('zhHans');
    expect(zh.title).toBe('物流专线未通过审核');
    expect(zh.body).toContain('原因：深圳仓库没有新西兰的空运协议');

    const again = await ops('lines:reject', id, '--reason', 'Duplicate');
    expect(again.code).toBe(1);
    expect(again.err).toContain('is deleted: only a pending line can be rejected.');
  });
});

describe('deposits', () => {
  /** A claim as the wizard records it with a new line (A49): waiting for staff. */
  async function claim(arriving: string): Promise<{ id: string }> {
    const [made] = await app.db
      .insert(depositClaims)
      .values({
        merchant_id: mapleId,
        departing_country: 'CN',
        arriving_country: arriving,
        method: 'wechat',
        amount_cents: 120_000,
      })
      .returning({ id: depositClaims.id });
    if (!made) throw new Error('Claim insert returned no row.');
    return made;
  }

  it('deposits:claims lists the waiting claims; verify decides one and tells the merchant', async () => {
    const made = await claim('GB');
    const list = await ops('deposits:claims');
    expect(list.code).toBe(0);
    expect(list.out).toContain(made.id);
    expect(list.out).toMatch(/Maple Forwarding\s+CN → GB\s+wechat\s+USD 1,200\.00\s+claimed/);

    const run = await ops('deposits:verify', made.id);
    expect(run).toMatchObject({ code: 0, err: '' });
    const [row] = await app.db
      .select({ status: depositClaims.status, decided_at: depositClaims.decided_at })
      .from(depositClaims)
      .where(eq(depositClaims.id, made.id));
    expect(row?.status).toBe('verified');
    expect(row?.decided_at).not.toBeNull();
    expect((await latestNotification('en')).body).toBe(
      'Your deposit payment of USD 1200.00 for China → United Kingdom was verified.',
    );
    expect((await latestNotification('zhHans')).body).toContain('1200.00 美元已确认到账');
    expect((await ops('deposits:claims')).out).not.toContain(made.id);

    const again = await ops('deposits:refuse', made.id, '--reason', 'Late');
    expect(again.code).toBe(1);
    expect(again.err).toContain('was already verified: only a claimed one can be refused.');
  });

  it('deposits:refuse refuses a claim with the reason in both languages', async () => {
    const made = await claim('CA');
    const run = await ops(
      'deposits:refuse',
      made.id,
      '--reason',
      'No WeChat Pay transfer arrived for this amount',
      '--reason-zh',
      '未收到该金额的微信转账',
    );
    expect(run.code).toBe(0);
    const en = await latestNotification('en');
    expect(en).toMatchObject({ type: 'warning', title: 'Deposit payment not confirmed' });
    expect(en.body).toContain('Reason: No WeChat Pay transfer arrived for this amount');
    expect((await latestNotification('zhHans')).body).toContain('原因：未收到该金额的微信转账');
    const unknown = await ops('deposits:verify', MISSING_ID);
    expect(unknown).toMatchObject({ code: 1, err: `No deposit claim has the id ${MISSING_ID}.` });
  });

  it('deposits:set changes what the wizard asks for a route', async () => {
    const run = await ops('deposits:set', '--to', 'NZ', '--amount', '1800', '--discount', '250');
    expect(run.out).toBe(
      'Deposit CN → NZ: USD 1,800.00, first discount USD 250.00; a first line pays USD 1,550.00.',
    );
    const deposit = (
      await get(`${API}/route-deposit?departing_country=CN&arriving_country=NZ`)
    ).json<ItemResponse<RouteDeposit>>().data;
    expect(deposit).toMatchObject({ amount: 1800, discounts: [{ amount: 250 }] });
    // Without --discount the discount stays.
    await ops('deposits:set', '--to', 'NZ', '--amount', '1700');
    const kept = (await get(`${API}/route-deposit?departing_country=CN&arriving_country=NZ`)).json<
      ItemResponse<RouteDeposit>
    >().data;
    expect(kept).toMatchObject({ amount: 1700, discounts: [{ amount: 250 }] });
  });
});

describe('routes and merchants', () => {
  const offered = async () =>
    (await get(`${API}/routes`)).json<ItemResponse<RouteOptions>>().data.contentTypes[
      'CN-IS-sea'
    ] ?? [];

  it('routes:set --disable stops offering a route; routes:set offers it again', async () => {
    expect(await offered()).toContain('sensitive');
    const off = await ops(
      'routes:set',
      '--to',
      'IS',
      '--transport',
      'sea',
      '--goods',
      'sensitive',
      '--disable',
    );
    expect(off.out).toBe(
      'Route CN → IS sea sensitive is no longer offered; lines already on it keep working.',
    );
    expect(await offered()).not.toContain('sensitive');
    const listed = await opsJson<
      {
        destination_country: string;
        transport_type: string;
        goods_type: string;
        enabled: boolean;
      }[]
    >('routes:list');
    expect(listed).toContainEqual(
      expect.objectContaining({
        destination_country: 'IS',
        transport_type: 'sea',
        goods_type: 'sensitive',
        enabled: false,
      }),
    );
    await ops('routes:set', '--to', 'is', '--transport', 'sea', '--goods', 'sensitive');
    expect(await offered()).toContain('sensitive');
    const [row] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(routeOptions)
      .where(and(eq(routeOptions.destination_country, 'IS'), isNotNull(routeOptions.enabled)));
    expect(row?.n).toBe(4);
  });

  it('routes:list shows each route with the deposit a first line pays', async () => {
    const list = await ops('routes:list');
    expect(list.out).toMatch(
      /CN\s+CA\s+air\s+general\s+yes\s+USD 1,500\.00\s+USD 300\.00\s+USD 1,200\.00/,
    );
  });

  it('merchants:list shows each company with its owner and lines by status', async () => {
    const list = await ops('merchants:list');
    expect(list.out).toContain('Maple Forwarding');
    expect(list.out).toContain(`${SECOND_OWNER.country_code} ${SECOND_OWNER.identifier}`);
    const json =
      await opsJson<{ display_name: string; lines: Record<string, number> }[]>('merchants:list');
    expect(json.find((one) => one.display_name === 'Harbour Express')?.lines).toEqual({
      active: 1,
    });
    expect(
      json.find((one) => one.display_name === 'Maple Forwarding')?.lines.deleted,
    ).toBeGreaterThan(0);
  });
});

describe('profiles', () => {
  async function mapleProfile(): Promise<MerchantProfile> {
    return (await get(`${API}/profile`)).json<{ data: MerchantProfile }>().data;
  }

  it('profiles:pending lists the display changes waiting, with the company and what it asks for', async () => {
    const run = await ops('profiles:pending');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Maple Forwarding');
    expect(run.out).toContain('枫叶国际转运 Maple Forwarding');
    const rows = await opsJson<{ merchant_id: string; display_name: string }[]>('profiles:pending');
    expect(rows).toContainEqual(
      expect.objectContaining({
        merchant_id: mapleId,
        display_name: '枫叶国际转运 Maple Forwarding',
      }),
    );
  });

  it('profiles:approve makes the name and avatar public and tells the owner in both languages', async () => {
    const [pending] = (await mapleProfile()).updates;
    if (!pending) throw new Error('Maple Forwarding has no pending display change.');
    const run = await ops('profiles:approve', pending.id);
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toContain('it now shows as 枫叶国际转运 Maple Forwarding');
    const profile = await mapleProfile();
    expect(profile).toMatchObject({
      status: 'active',
      display_name: '枫叶国际转运 Maple Forwarding',
      avatar_url: pending.avatar_url,
      updates: [],
    });
    const en = await latestNotification('en');
    expect(en).toMatchObject({
      type: 'info',
      title: 'Display information approved',
      subject: null,
    });
    expect(en.body).toContain('the name "枫叶国际转运 Maple Forwarding" and the new avatar');
    expect((await latestNotification('zhHans')).title).toBe('展示信息已审核通过');

    const again = await ops('profiles:approve', pending.id);
    expect(again.code).toBe(1);
    expect(again.err).toContain('was already approved: only a pending one can be approved.');
  });

  it('profiles:reject keeps the public values and tells the owner why', async () => {
    const body = await multipartBody({ display_name: 'Maple Forwarding Express 枫叶快运' });
    const submitted = await app.inject({
      method: 'PATCH',
      url: `${API}/display-info`,
      payload: body.payload,
      headers: { ...bearer(owner), ...body.headers },
    });
    expect(submitted.statusCode).toBe(200);
    const [pending] = (await mapleProfile()).updates;
    const before = await mapleProfile();
    const run = await ops(
      'profiles:reject',
      pending?.id ?? '',
      '--reason',
      'The name must match the business licence',
      '--reason-zh',
      '名称须与营业执照一致',
    );
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(await mapleProfile()).toMatchObject({
      display_name: before.display_name,
      updates: [],
    });
    const en = await latestNotification('en');
    expect(en).toMatchObject({ type: 'error', title: 'Display information not approved' });
    expect(en.body).toContain('Reason: The name must match the business licence');
    const zh = await latestNotification('zhHans');
    expect(zh.body).toContain('原因：名称须与营业执照一致');
  });

  it('refuses an id no profile update has, and a reject without a reason', async () => {
    const unknown = await ops('profiles:approve', MISSING_ID);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe(`No profile update has the id ${MISSING_ID}.`);
    const noReason = await ops('profiles:reject', MISSING_ID);
    expect(noReason.code).toBe(2);
    expect(noReason.err).toContain('--reason is required');
  });
});

describe('the database ops opens', () => {
  it('refuses clearly while the server holds the embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jiyun-ops-lock-'));
    try {
      const dir = pgliteDirOf(dataDir);
      mkdirSync(dir, { recursive: true });
      const lock = lockDataDir(dir, lockFileOf(dir));
      try {
        const error = await openOpsDatabase({ DATA_DIR: dataDir }, '/').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(OpsRefusal);
        expect((error as OpsRefusal).message).toContain(
          `is in use by the Jiyun server (pid ${process.pid}`,
        );
        expect((error as OpsRefusal).message).toContain('needs the server stopped');
      } finally {
        lock.release();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says where it looked when there is no database yet', async () => {
    const error = await openOpsDatabase({ DATA_DIR: 'nowhere-yet' }, '/tmp/jiyun-ops-none').catch(
      (e: unknown) => e,
    );
    expect((error as OpsRefusal).message).toBe(
      'No Jiyun database in /tmp/jiyun-ops-none/nowhere-yet/pglite. Start the server once (npm start) to create it, or set DATA_DIR (or DATABASE_URL) to the one the server uses.',
    );
  });
});
